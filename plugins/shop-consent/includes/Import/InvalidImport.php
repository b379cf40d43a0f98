<?php
/**
 * An import that cannot be done, with a message for the admin.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Its message is translated and safe to show.
 */
final class InvalidImport extends RuntimeException {}
