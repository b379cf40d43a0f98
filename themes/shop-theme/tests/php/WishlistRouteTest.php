<?php
/**
 * The wishlist route of a logged-in shopper.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Shop\WishlistStorage;
use WP_REST_Request;
use WP_REST_Response;

/**
 * `shop-theme/v1/wishlist`: a logged-in shopper reads and, with the page's `wp_rest` nonce, replaces the list kept in
 * user meta; guests, requests without the nonce and ids that are not published products are refused with a 4xx and a
 * message, and nothing is stored then.
 */
final class WishlistRouteTest extends TestCase {

	private const ROUTE = '/shop-theme/v1/wishlist';

	/**
	 * A published product (or another post type / status).
	 *
	 * @param string $type   Post type.
	 * @param string $status Status.
	 */
	public function post( string $type = 'product', string $status = 'publish' ): int {
		return (int) wp_insert_post(
			[
				'post_type'   => $type,
				'post_status' => $status,
				'post_title'  => 'Wished ' . $type,
			]
		);
	}

	/**
	 * A request through the real server, with the nonce header when one is given.
	 *
	 * @param string               $method GET or PUT.
	 * @param array<string, mixed> $body   JSON body.
	 * @param string|null          $nonce  X-WP-Nonce.
	 */
	private function call( string $method, array $body = [], ?string $nonce = null ): WP_REST_Response {
		$request = new WP_REST_Request( $method, self::ROUTE );
		if ( $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		if ( null !== $nonce ) {
			$request->set_header( 'X-WP-Nonce', $nonce );
		}
		return rest_get_server()->dispatch( $request );
	}

	public function test_a_shopper_stores_the_list_in_user_meta_and_reads_it_back(): void {
		$user  = $this->act_as( 'customer' );
		$one   = $this->post();
		$two   = $this->post();
		$saved = $this->call( 'PUT', [ 'items' => [ $two, $one, $two ] ], wp_create_nonce( 'wp_rest' ) );

		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( [ 'items' => [ $two, $one ] ], $saved->get_data() );
		$this->assertSame( [ $two, $one ], get_user_meta( $user, WishlistStorage::META, true ) );
		$this->assertSame( 'no-store', $saved->get_headers()['Cache-Control'] ?? '' );
		$this->assertSame( [ 'items' => [ $two, $one ] ], $this->call( 'GET' )->get_data() );
	}

	public function test_each_shopper_reads_only_their_own_list(): void {
		$this->act_as( 'customer' );
		$this->call( 'PUT', [ 'items' => [ $this->post() ] ], wp_create_nonce( 'wp_rest' ) );

		$this->act_as( 'customer' );
		$this->assertSame( [ 'items' => [] ], $this->call( 'GET' )->get_data() );
	}

	public function test_a_guest_is_refused_with_a_message(): void {
		$read  = $this->call( 'GET' );
		$write = $this->call( 'PUT', [ 'items' => [ $this->post() ] ], wp_create_nonce( 'wp_rest' ) );

		$this->assertSame( 401, $read->get_status() );
		$this->assertSame( 401, $write->get_status() );
		$this->assertSame( 'Log in to keep your wishlist in your account.', $write->get_data()['message'] );
	}

	public function test_a_write_without_the_page_nonce_is_refused_and_stores_nothing(): void {
		$user = $this->act_as( 'customer' );
		foreach ( [ null, 'forged', wp_create_nonce( 'another_action' ) ] as $nonce ) {
			$response = $this->call( 'PUT', [ 'items' => [ $this->post() ] ], $nonce );
			$this->assertSame( 403, $response->get_status() );
			$this->assertSame( 'shop_theme_wishlist_nonce', $response->get_data()['code'] );
		}
		$this->assertSame( '', get_user_meta( $user, WishlistStorage::META, true ) );
	}

	/**
	 * @return array<string, array{0: callable(self): mixed, 1: string}>
	 */
	public static function bad_items(): array {
		return [
			'not a list'       => [ static fn() => [ 'a' => 1 ], 'items is not of type array' ],
			'not integers'     => [ static fn() => [ 'x' ], 'items[0] is not of type integer' ],
			'negative id'      => [ static fn() => [ -3 ], 'items[0] must be greater than or equal to 1' ],
			'too many'         => [ static fn() => range( 1, WishlistStorage::MAX + 1 ), 'items must contain at most 100 items' ],
			'a page'           => [ static fn( self $test ) => [ $test->post( 'page' ) ], 'cannot be added to a wishlist' ],
			'a draft product'  => [ static fn( self $test ) => [ $test->post( 'product', 'draft' ) ], 'cannot be added to a wishlist' ],
			'a missing post'   => [ static fn() => [ 999999 ], 'Product 999999 cannot be added to a wishlist.' ],
		];
	}

	/**
	 * @dataProvider bad_items
	 *
	 * @param callable(self): mixed $items   The bad value.
	 * @param string                $message Part of the message.
	 */
	public function test_bad_items_are_refused_with_a_400_and_a_message( callable $items, string $message ): void {
		$user     = $this->act_as( 'customer' );
		$response = $this->call( 'PUT', [ 'items' => $items( $this ) ], wp_create_nonce( 'wp_rest' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $message, (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( '', get_user_meta( $user, WishlistStorage::META, true ) );
	}

	public function test_a_product_unpublished_since_it_was_wished_is_left_out(): void {
		$user = $this->act_as( 'customer' );
		$kept = $this->post();
		$gone = $this->post();
		update_user_meta( $user, WishlistStorage::META, [ $kept, $gone ] );
		wp_update_post(
			[
				'ID'          => $gone,
				'post_status' => 'draft',
			]
		);

		$this->assertSame( [ 'items' => [ $kept ] ], $this->call( 'GET' )->get_data() );
	}
}
