<?php
/**
 * A beacon that does not match the contract.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use InvalidArgumentException;

defined( 'ABSPATH' ) || exit;

/**
 * Names the refused field; the REST route turns it into a translated message (the fast collector runs without
 * translations, so it answers with the field name only).
 */
final class InvalidHit extends InvalidArgumentException {

	/**
	 * Constructor.
	 *
	 * @param string $field The refused field.
	 */
	public function __construct( public readonly string $field ) {
		parent::__construct( "Invalid statistics field: {$field}" );
	}
}
