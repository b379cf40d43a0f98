<?php
/**
 * The index's state and its rebuild, for shop managers.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Rest;

use ShopFilter\Cache\SetsPurge;
use ShopFilter\Index\IndexCount;
use ShopFilter\Index\Rebuild;
use ShopFilter\Index\SetsBuildFailures;
use ShopFilter\Index\SetStore;
use ShopFilter\Kit\Service;
use WP_Error;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET shop-filter/v1/index: the rebuild's progress and the products indexed. POST: starts a rebuild. Both need manage_woocommerce; with
 * cookie authentication WordPress checks the REST nonce before the permission callback, so a forged POST is a 401.
 */
final class IndexController implements Service {

	/**
	 * Constructor.
	 *
	 * @param Rebuild  $rebuild The background rebuild.
	 * @param SetStore $sets    The sets answers are read from.
	 */
	public function __construct( private Rebuild $rebuild, private SetStore $sets ) {}

	/** Adds the route on rest_api_init. */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/** Registers the route. */
	public function register_routes(): void {
		register_rest_route(
			RestNamespace::NAME,
			'/index',
			[
				[
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => fn (): WP_REST_Response => new WP_REST_Response( $this->status() ),
					'permission_callback' => [ self::class, 'permission' ],
				],
				[
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => function (): WP_REST_Response {
						$this->rebuild->start();
						return new WP_REST_Response( $this->status(), 202 );
					},
					'permission_callback' => [ self::class, 'permission' ],
				],
			]
		);
	}

	/**
	 * The rebuild's progress, with the products the index holds and the published products it should hold (the
	 * progress alone said "0 products indexed" when the last rebuild ran before the catalogue existed), and whether
	 * the answers are read from sets of the index as it is (`sets`, see sets_state()).
	 *
	 * @return array<string, mixed>
	 */
	private function status(): array {
		return $this->rebuild->progress() + [
			'indexed'      => IndexCount::indexed(),
			'published'    => IndexCount::published(),
			'sets'         => $this->sets_state(),
			'sets_failure' => SetsBuildFailures::last(),
		];
	}

	/**
	 * `building` between an index change and the background build of its sets (answers still show the index before
	 * the change); `purging` once they are built, until the repeat of their purge has run (Cache\SetsPurge: a shared
	 * cache may keep an answer drawn from the sets before until then); `current` after.
	 */
	private function sets_state(): string {
		if ( $this->sets->behind() ) {
			return 'building';
		}
		return function_exists( 'as_next_scheduled_action' ) && false !== as_next_scheduled_action( SetsPurge::AGAIN_ACTION ) ? 'purging' : 'current';
	}

	/**
	 * Shop managers and administrators.
	 *
	 * @return true|WP_Error
	 */
	public static function permission() {
		if ( current_user_can( 'manage_woocommerce' ) ) {
			return true;
		}
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage the product filter.', 'shop-filter' ), [ 'status' => rest_authorization_required_code() ] );
	}
}
