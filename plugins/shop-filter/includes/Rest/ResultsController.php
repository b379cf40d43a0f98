<?php
/**
 * GET shop-filter/v1/results: a filtered page, ready to draw.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Rest;

use ShopFilter\Form\FormRenderer;
use ShopFilter\Listing\LoopFields;
use ShopFilter\Listing\ProductsMarkup;
use ShopFilter\Query\ArchiveRequest;
use ShopFilter\Query\Context;
use ShopFilter\Query\Engine;
use ShopFilter\Query\FilterState;
use ShopFilter\Kit\Cache\SharedCache;
use ShopFilter\Kit\Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public and read-only, the same answer for every visitor, with an ETag from the version of the sets answered from
 * and the normalised arguments, so a revalidation costs one option read (304). Shared caches (a page cache in front of
 * the web nodes, a CDN) keep it for a few minutes and are told when it changes (the kit's Cache\SharedCache:
 * `shop_bundle_purge`); browsers, which no purge reaches, ask again each time and get a 304 while the answer holds.
 * It varies only with its address (and WordPress's `Vary: Origin` for its CORS headers). Bad input is a 400 with a
 * message, found before any query runs.
 */
final class ResultsController implements Service {

	/**
	 * Constructor.
	 *
	 * @param Engine         $engine   The filter.
	 * @param ProductsMarkup $products The listing markup.
	 */
	public function __construct( private Engine $engine, private ProductsMarkup $products ) {}

	/** Adds the route on rest_api_init. */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/** Registers the route. */
	public function register_routes(): void {
		register_rest_route(
			RestNamespace::NAME,
			'/results',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'results' ],
				'permission_callback' => '__return_true',
				'args'                => ResultsArgs::schema(),
			]
		);
	}

	/**
	 * The answer (spec "Filter response").
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function results( WP_REST_Request $request ) {
		$state = FilterState::from_params( $request->get_params() );
		if ( $state instanceof WP_Error ) {
			return $state;
		}
		$facets  = array_values( array_filter( explode( ',', (string) $request->get_param( 'facets' ) ) ) );
		$base    = (string) $request->get_param( 'base' );
		$context = Context::from_store( $base, $facets );
		if ( $context instanceof WP_Error ) {
			return $context;
		}
		$listing = 'block' === $request->get_param( 'listing' ) ? 'block' : 'classic';
		$types   = (string) $request->get_param( 'types' );
		$form    = array_filter(
			[
				'more_limit'   => $request->get_param( 'more_limit' ),
				'price_ranges' => $request->get_param( 'price_ranges' ),
			],
			static fn ( $value ): bool => null !== $value && '' !== $value
		);
		$etag    = $this->etag( $state, $context->facets, $base, $listing, $types, $form );
		if ( $this->matches( (string) $request->get_header( 'if_none_match' ), $etag ) ) {
			return $this->cacheable( new WP_REST_Response( null, 304 ), $etag );
		}

		$result = $this->engine->run( $state, $context );
		$link   = add_query_arg( array_map( 'rawurlencode', $state->to_query_args() ), ArchiveRequest::listing_link( $base ) );
		return $this->cacheable(
			new WP_REST_Response(
				[
					'products'          => $this->products->render( $result->page_ids, $listing, $result->total, $result->per_page, $result->paged, $link ),
					'form'              => ( new FormRenderer() )->render( $state, $context, $result, $listing, $types, $form ),
					'additional_fields' => ( new LoopFields() )->render( $result->total, $result->per_page, $result->paged, $link ),
					'count'             => $result->total,
					'link'              => $link,
				]
			),
			$etag
		);
	}

	/**
	 * A strong ETag: the sets' index version, the normalised arguments, and what else changes the markup (theme, language, user).
	 *
	 * @param list<string>         $facets The form's facets.
	 * @param array<string, mixed> $form   The form's own settings (more_limit, price_ranges): they change its markup.
	 */
	private function etag( FilterState $state, array $facets, string $base, string $listing, string $types, array $form ): string {
		$key = wp_json_encode( [ $this->engine->sets_version(), $state->to_query_args(), $facets, $base, $listing, $types, $form, get_stylesheet(), determine_locale(), get_current_user_id(), \ShopFilter\VERSION ] );
		return '"' . md5( (string) $key ) . '"';
	}

	/** Whether an If-None-Match header names the ETag (a list, weak or strong, or *). */
	private function matches( string $if_none_match, string $etag ): bool {
		foreach ( explode( ',', $if_none_match ) as $candidate ) {
			$candidate = trim( $candidate );
			if ( '*' === $candidate || $etag === $candidate || 'W/' . $etag === $candidate ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Adds the caching headers. A request sent with a logged-in user's REST nonce may get markup for that user (prices
	 * of a role, edit links): shared caches must not keep it.
	 */
	private function cacheable( WP_REST_Response $response, string $etag ): WP_REST_Response {
		$response->header( 'ETag', $etag );
		$response->header( 'Cache-Control', is_user_logged_in() ? 'private, max-age=0' : SharedCache::CACHE_CONTROL );
		return $response;
	}
}
