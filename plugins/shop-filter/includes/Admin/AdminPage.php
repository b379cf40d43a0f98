<?php
/**
 * The plugin's screen in wp-admin.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Admin;

use ShopFilter\Assets\Scripts;
use ShopFilter\Kit\Admin\AdminPage as KitAdminPage;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce > Shop Filter: a heading and the mount point of the React settings app (the kit's AdminPage).
 */
final class AdminPage extends KitAdminPage {

	/** Menu slug: wp-admin/admin.php?page=shop-filter. */
	public const SLUG = 'shop-filter';

	/**
	 * Constructor.
	 */
	public function __construct() {
		parent::__construct( self::SLUG, 'woocommerce', 'manage_woocommerce', Scripts::ADMIN );
	}

	/**
	 * The page's title.
	 */
	protected function page_title(): string {
		return __( 'Shop Filter', 'shop-filter' );
	}
}
