<?php
/**
 * The plugin's screen in wp-admin.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Admin;

use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Icons\Sprite;
use ShopSocialIcons\Kit\Admin\AdminPage as KitAdminPage;
use ShopSocialIcons\Networks\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * Settings > Shop Social Icons: a heading and the mount point of the React settings app (the kit's AdminPage).
 */
final class AdminPage extends KitAdminPage {

	/** Menu slug: wp-admin/options-general.php?page=shop-social-icons. */
	public const SLUG = 'shop-social-icons';

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
		return __( 'Shop Social Icons', 'shop-social-icons' );
	}

	/**
	 * The app's data (AdminData) and the theme's palette.
	 */
	protected function add_app_data(): void {
		$this->add_data( 'shopSocialIconsAdmin', AdminData::get() );
		$this->add_theme_palette();
	}

	/**
	 * The networks' glyphs, the storefront's own (the catalogue's, Networks\Networks), for the icons of the networks list.
	 */
	protected function render_after_app(): void {
		echo ( new Sprite() )->markup( array_keys( Networks::all() ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- constant markup.
	}
}
