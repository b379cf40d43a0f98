<?php
/**
 * A build of the sets that did not happen.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by a build of the sets that met a database error, before anything of it is what requests read: Action
 * Scheduler marks the build's action failed with this message (Tools › Scheduled Actions), and SetsRefresh tries again.
 */
final class SetsNotBuilt extends \RuntimeException {}
