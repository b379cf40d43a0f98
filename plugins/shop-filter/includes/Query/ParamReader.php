<?php
/**
 * Reads single parameters for FilterState.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Each reader returns the value, or null/'' when the parameter is absent, empty or (leniently) bad; the first failure
 * is kept as a 400 WP_Error naming the parameter. Empty values count as absent: a plain GET form submits its empty
 * boxes (min_price=&sku=).
 */
final class ParamReader {

	private ?WP_Error $error = null;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed> $params Parameters, aliases already mapped.
	 * @param bool                 $strict Whether failures are kept.
	 */
	public function __construct( private array $params, private bool $strict ) {}

	/** The first failure, when reading strictly. */
	public function error(): ?WP_Error {
		return $this->strict ? $this->error : null;
	}

	/** Records a failure. */
	public function fail( string $name, string $message ): void {
		$this->error ??= new WP_Error( 'shop_filter_invalid_param', $message, [ 'status' => 400, 'param' => $name ] );
	}

	/**
	 * Taxonomy parameters: product_cat, product_tag and registered pa_* attributes, as slug lists.
	 *
	 * @return array<string, list<string>>
	 */
	public function terms(): array {
		$terms = [];
		foreach ( $this->params as $name => $raw ) {
			$name = (string) $name;
			if ( 'product_cat' !== $name && 'product_tag' !== $name && ! str_starts_with( $name, 'pa_' ) ) {
				continue;
			}
			if ( ! taxonomy_exists( $name ) ) {
				/* translators: %s: parameter name. */
				$this->fail( $name, sprintf( __( 'Unknown filter: %s.', 'shop-filter' ), $name ) );
				continue;
			}
			$slugs = $this->list( $name, $raw );
			if ( $slugs ) {
				$terms[ $name ] = $slugs;
			}
		}
		return $terms;
	}

	/** A price: a number of at least 0, rounded to 2 decimals. */
	public function price( string $name ): ?float {
		$raw = $this->scalar( $name );
		if ( '' === $raw ) {
			return null;
		}
		if ( ! is_numeric( $raw ) || (float) $raw < 0 ) {
			/* translators: %s: parameter name. */
			$this->fail( $name, sprintf( __( '%s must be a number of 0 or more.', 'shop-filter' ), $name ) );
			return null;
		}
		return round( (float) $raw, 2 );
	}

	/** Whether a parameter is a negative number (spec 5: a negative 'from' removes both price bounds). */
	public function is_negative( string $name ): bool {
		$raw = $this->scalar( $name );
		return is_numeric( $raw ) && (float) $raw < 0;
	}

	/**
	 * A price range choice `min-max` of the dropdown or radio (spec 5: -1, or empty, means no price filter).
	 *
	 * @return array{0: float, 1: float}|null
	 */
	public function price_range( string $name ): ?array {
		$raw = $this->scalar( $name );
		if ( '' === $raw || '-1' === $raw ) {
			return null;
		}
		if ( ! preg_match( '/^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/', $raw, $match ) ) {
			/* translators: %s: parameter name. */
			$this->fail( $name, sprintf( __( '%s must be -1 or two prices joined by a dash, such as 25-50.', 'shop-filter' ), $name ) );
			return null;
		}
		return [ round( (float) $match[1], 2 ), round( (float) $match[2], 2 ) ];
	}

	/** A whole number within bounds. */
	public function integer( string $name, int $min, int $max ): ?int {
		$raw = $this->scalar( $name );
		if ( '' === $raw ) {
			return null;
		}
		if ( ! preg_match( '/^\d{1,9}$/', $raw ) || (int) $raw < $min || (int) $raw > $max ) {
			/* translators: 1: parameter name, 2: lowest value, 3: highest value. */
			$this->fail( $name, sprintf( __( '%1$s must be a whole number from %2$d to %3$d.', 'shop-filter' ), $name, $min, min( $max, 999999999 ) ) );
			return null;
		}
		return (int) $raw;
	}

	/**
	 * One of the allowed values.
	 *
	 * @param list<string> $allowed Allowed values.
	 */
	public function choice( string $name, array $allowed ): string {
		$raw = $this->scalar( $name );
		if ( '' !== $raw && ! in_array( $raw, $allowed, true ) ) {
			/* translators: 1: parameter name, 2: allowed values. */
			$this->fail( $name, sprintf( __( '%1$s must be one of: %2$s.', 'shop-filter' ), $name, implode( ', ', $allowed ) ) );
			return '';
		}
		return $raw;
	}

	/** Free text up to a length. */
	public function text( string $name, int $max_length ): string {
		$raw = $this->scalar( $name );
		if ( mb_strlen( $raw ) > $max_length ) {
			/* translators: 1: parameter name, 2: number of characters. */
			$this->fail( $name, sprintf( __( '%1$s is longer than %2$d characters.', 'shop-filter' ), $name, $max_length ) );
			return '';
		}
		return sanitize_text_field( $raw ); // No tags or line breaks: a SKU or a flag has none.
	}

	/** A scalar parameter as trimmed text; '' when absent or not a scalar. */
	private function scalar( string $name ): string {
		$raw = $this->params[ $name ] ?? '';
		if ( is_array( $raw ) ) {
			$raw = (string) ( reset( $raw ) ?: '' );
		}
		return is_scalar( $raw ) ? trim( (string) $raw ) : '';
	}

	/**
	 * Slugs from a comma list or an array input (pa_color[]=red&pa_color[]=blue), each maybe a comma list itself.
	 *
	 * @param mixed $raw The parameter.
	 * @return list<string>
	 */
	private function list( string $name, $raw ): array {
		$parts = is_array( $raw ) ? array_filter( $raw, 'is_scalar' ) : [ $raw ];
		$text  = implode( ',', array_map( 'strval', $parts ) );
		if ( strlen( $text ) > FilterState::MAX_LENGTH ) {
			/* translators: 1: parameter name, 2: number of characters. */
			$this->fail( $name, sprintf( __( '%1$s is longer than %2$d characters.', 'shop-filter' ), $name, FilterState::MAX_LENGTH ) );
			return [];
		}
		$slugs = array_values( array_unique( array_filter( array_map( 'sanitize_title', explode( ',', $text ) ), 'strlen' ) ) );
		if ( count( $slugs ) > FilterState::MAX_SLUGS ) {
			/* translators: 1: parameter name, 2: number of values. */
			$this->fail( $name, sprintf( __( '%1$s has more than %2$d values.', 'shop-filter' ), $name, FilterState::MAX_SLUGS ) );
			return [];
		}
		return $slugs;
	}
}
