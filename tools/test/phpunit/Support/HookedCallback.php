<?php
/**
 * Finding the callback a class hooked, to call it again under a test's conditions.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * Looks through $wp_filter for a method of an instance of the given class.
 */
trait HookedCallback {

	/** The callback an instance of $class_name hooked on $hook; fails the test if there is none. */
	protected function hooked_callback( string $hook, string $class_name ): callable {
		foreach ( $GLOBALS['wp_filter'][ $hook ]->callbacks ?? [] as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof $class_name ) {
					return $callback['function'];
				}
			}
		}
		$this->fail( "Nothing of $class_name is hooked on $hook." );
	}
}
