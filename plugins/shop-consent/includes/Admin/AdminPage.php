<?php
/**
 * The plugin's screen in wp-admin.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Admin;

use ShopConsent\Assets\Scripts;
use ShopConsent\Banner\BannerTexts;
use ShopConsent\Kit\Admin\AdminPage as KitAdminPage;

defined( 'ABSPATH' ) || exit;

/**
 * Settings > Shop Consent: a heading and the mount point of the React settings app (the kit's AdminPage).
 */
final class AdminPage extends KitAdminPage {

	/** Menu slug: wp-admin/options-general.php?page=shop-consent. */
	public const SLUG = 'shop-consent';

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( self::SLUG, 'options-general.php', 'manage_options', Scripts::ADMIN );
	}

	/**
	 * The page's title.
	 */
	protected function page_title(): string {
		return __( 'Shop Consent', 'shop-consent' );
	}

	/**
	 * The texts' placeholders (the translated defaults of BannerTexts, the one source) and the theme's palette.
	 */
	protected function add_app_data(): void {
		$this->add_data( 'shopConsentDefaultTexts', BannerTexts::defaults() );
		$this->add_theme_palette();
	}
}
