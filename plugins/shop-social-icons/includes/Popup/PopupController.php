<?php
/**
 * GET /shop-social-icons/v1/popup: the popup and its files, for pages served from a full-page cache.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Popup;

use ShopSocialIcons\Assets\OnDemandAssets;
use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Icons\Sprite;
use ShopSocialIcons\Kit\Cache\SharedCache;
use ShopSocialIcons\Kit\Service;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * With page-cache compatibility on, the page carries only the trigger: the storefront core asks this route for the
 * current popup (a cached page may be older than the settings) and its campaign files, and injects them in order.
 * Public on purpose: it answers what any visitor of the page would see, reads nothing about the visitor and
 * writes nothing. The post whose address the share icons carry is taken only when anyone may read it. The answer,
 * the dialog or the 404 of a popup switched off, may be kept by shared caches for a few minutes (the kit's
 * Cache\SharedCache, which Plugin has purge the route when the popup's or the icons' settings are saved).
 */
final class PopupController implements Service {

	public const NAMESPACE = 'shop-social-icons/v1';

	public const ROUTE = '/popup';

	/**
	 * Constructor.
	 *
	 * @param PopupDialog    $dialog The popup's markup.
	 * @param OnDemandAssets $assets Its files.
	 * @param Sprite         $sprite The symbols of its icons.
	 */
	public function __construct(
		private PopupDialog $dialog,
		private OnDemandAssets $assets,
		private Sprite $sprite
	) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/**
	 * The URL the page's trigger asks, for a post (0: the front page).
	 *
	 * @param int $post_id The page's post.
	 */
	public static function url( int $post_id ): string {
		return add_query_arg( 'post', $post_id, rest_url( self::NAMESPACE . self::ROUTE ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'answer' ],
				'permission_callback' => '__return_true',
				'args'                => [
					'post' => [
						'description' => __( 'The post the page shows; 0 for any other page.', 'shop-social-icons' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'default'     => 0,
					],
				],
			]
		);
	}

	/**
	 * The popup's markup (with the symbols of its icons: a REST answer has no footer) and files.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public function answer( WP_REST_Request $request ): WP_REST_Response {
		$settings = PopupSettings::get();
		if ( ! $settings['enabled'] ) {
			return self::shared( rest_convert_error_to_response( new WP_Error( 'shop_social_icons_popup_off', __( 'The popup is switched off.', 'shop-social-icons' ), [ 'status' => 404 ] ) ) );
		}

		$post     = get_post( (int) $request['post'] );
		$readable = $post instanceof WP_Post && is_post_publicly_viewable( $post ) && '' === $post->post_password;
		// SharedPage reads the global post: the one asked for, else none (the front page).
		$previous        = $GLOBALS['post'] ?? null;
		$GLOBALS['post'] = $readable ? $post : null; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restored below.
		$content         = $this->dialog->markup( $settings );
		// Inside a REST request the Renderer adds the symbols itself; dispatched otherwise, they are drained here.
		$content         = $this->sprite->drain() . $content;
		$GLOBALS['post'] = $previous; // phpcs:ignore WordPress.WP.GlobalVariablesOverride -- restoring.

		$styles = $settings['show_share_icons'] ? [ Scripts::FRONTEND, Scripts::POPUP ] : [ Scripts::POPUP ];
		return self::shared( new WP_REST_Response( [ 'content' => $content ] + $this->assets->of( $styles, [ Scripts::POPUP ] ) ) );
	}

	/** An answer shared caches may keep, as every visitor gets it. */
	private static function shared( WP_REST_Response $response ): WP_REST_Response {
		$response->header( 'Cache-Control', SharedCache::CACHE_CONTROL );
		return $response;
	}
}
