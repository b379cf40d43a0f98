<?php
/**
 * What rendering a part of a page leaves behind besides its markup, taken down and played again.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * A block's markup is not all its rendering does: it enqueues its styles, scripts and script modules, adds to the
 * Interactivity API's state and configuration, adds layout rules to the style engine's store and takes unique IDs.
 * A part of a page given again from a store must do all of that again, or the page differs from a rendered one.
 * `snapshot()` before the render and `changes()` after it say what the render did (as plain arrays that can be
 * stored); `replay()` does it again. WordPress 6.9 or later (the script modules' queue is readable from then on).
 *
 * @phpstan-type Snapshot array{styles: string[], scripts: string[], modules: string[], data: array<string, mixed>, rules: array<string, array{0: string, 1: string, 2: array<string, string>}>, extra: array<string, array{0: int, 1: int}>, id: int}
 * @phpstan-type Changes array{styles: string[], scripts: string[], modules: string[], state: array<string, mixed>, config: array<string, mixed>, derived: array<string, list<string>>, rules: list<array{0: string, 1: string, 2: array<string, string>}>, inline: list<array{0: string, 1: string, 2: string}>, ids: int}
 */
final class RenderEffects {

	/** Stands for state derived by a closure when stored (see `freeze()`). */
	private const DERIVED = "\0derived";

	/** The stores of the style engine a block render adds to. */
	private const STORE = 'block-supports';

	/**
	 * Whether this WordPress lets every effect be read.
	 */
	public static function supported(): bool {
		return function_exists( 'wp_script_modules' ) && method_exists( wp_script_modules(), 'get_queue' )
			&& function_exists( 'wp_interactivity' ) && property_exists( wp_interactivity(), 'derived_state_closures' )
			&& class_exists( \WP_Style_Engine_CSS_Rules_Store::class );
	}

	/**
	 * The state of the page's effects now.
	 *
	 * @return Snapshot
	 */
	public static function snapshot(): array {
		$data  = wp_interactivity()->filter_script_module_interactivity_data( [] );
		$rules = [];
		foreach ( \WP_Style_Engine_CSS_Rules_Store::get_store( self::STORE )->get_all_rules() as $key => $rule ) {
			$rules[ (string) $key ] = [ $rule->get_selector(), (string) $rule->get_rules_group(), $rule->get_declarations()->get_declarations() ];
		}
		return [
			'styles'  => wp_styles()->queue,
			'scripts' => wp_scripts()->queue,
			'modules' => wp_script_modules()->get_queue(),
			'data'    => [ 'state' => $data['state'] ?? [], 'config' => $data['config'] ?? [], 'derived' => $data['derivedStateClosures'] ?? [] ],
			'rules'   => $rules,
			'extra'   => self::inline_counts(),
			// The counter behind wp_unique_id(): reading it takes one, so it is read the same way on every path.
			'id'      => (int) wp_unique_id(),
		];
	}

	/**
	 * What happened between a snapshot and now.
	 *
	 * @param Snapshot $before The snapshot taken before the render.
	 * @return Changes
	 */
	public static function changes( array $before ): array {
		$after  = self::snapshot();
		$rules  = [];
		$inline = [];
		foreach ( $after['rules'] as $key => $rule ) {
			if ( ( $before['rules'][ $key ] ?? null ) !== $rule ) {
				$rules[] = $rule;
			}
		}
		foreach ( $after['extra'] as $key => $count ) {
			if ( ( $before['extra'][ $key ] ?? null ) !== $count ) {
				array_push( $inline, ...self::inline_added( $key, $before['extra'][ $key ] ?? [ 0, 0 ] ) );
			}
		}
		return [
			'styles'  => array_values( array_diff( $after['styles'], $before['styles'] ) ),
			'scripts' => array_values( array_diff( $after['scripts'], $before['scripts'] ) ),
			'modules' => array_values( array_diff( $after['modules'], $before['modules'] ) ),
			'state'   => self::freeze( self::added( $before['data']['state'], $after['data']['state'] ) ),
			'config'  => self::freeze( self::added( $before['data']['config'], $after['data']['config'] ) ),
			'derived' => self::added_paths( $before['data']['derived'], $after['data']['derived'] ),
			'rules'   => $rules,
			'inline'  => $inline,
			// Taken by the render, and by the snapshot after it.
			'ids'     => $after['id'] - $before['id'],
		];
	}

	/**
	 * Whether the changes can be stored: data only, no objects.
	 *
	 * @param mixed $changes What a render did, or a part of it.
	 */
	public static function storable( $changes ): bool {
		if ( is_object( $changes ) ) {
			return false;
		}
		if ( is_array( $changes ) ) {
			foreach ( $changes as $value ) {
				if ( ! self::storable( $value ) ) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * Whether every handle the changes enqueue is registered now (else they cannot be played again).
	 *
	 * @param Changes $changes What a render did.
	 */
	public static function playable( array $changes ): bool {
		foreach ( $changes['styles'] as $handle ) {
			if ( ! wp_style_is( $handle, 'registered' ) ) {
				return false;
			}
		}
		foreach ( $changes['scripts'] as $handle ) {
			if ( ! wp_script_is( $handle, 'registered' ) ) {
				return false;
			}
		}
		foreach ( $changes['modules'] as $id ) {
			if ( null === wp_script_modules()->get_registered( $id ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Does again what a render did.
	 *
	 * @param Changes $changes What the render did.
	 */
	public static function replay( array $changes ): void {
		array_map( 'wp_enqueue_style', $changes['styles'] );
		array_map( 'wp_enqueue_script', $changes['scripts'] );
		array_map( 'wp_enqueue_script_module', $changes['modules'] );
		foreach ( $changes['state'] as $namespace => $state ) {
			wp_interactivity_state( (string) $namespace, self::thaw( $state, wp_interactivity_state( (string) $namespace ) ) );
		}
		foreach ( $changes['config'] as $namespace => $config ) {
			wp_interactivity_config( (string) $namespace, $config );
		}
		$store = \WP_Style_Engine_CSS_Rules_Store::get_store( self::STORE );
		foreach ( $changes['rules'] as [ $selector, $group, $declarations ] ) {
			$rule = $store->add_rule( $selector, $group );
			if ( $rule ) {
				$rule->add_declarations( $declarations );
			}
		}
		foreach ( $changes['inline'] as [ $type, $handle, $code ] ) {
			if ( 'style' === $type ) {
				wp_add_inline_style( $handle, $code );
			} else {
				wp_add_inline_script( $handle, $code, 'before' === $type ? 'before' : 'after' );
			}
		}
		// The render took IDs (and the snapshot after it one more): the rest of the page gets the same IDs as then.
		for ( $i = 0; $i < $changes['ids']; $i++ ) {
			wp_unique_id();
		}
		if ( $changes['derived'] ) {
			self::add_derived( $changes['derived'] );
		}
	}

	/**
	 * The paths of derived state (evaluated by a closure while directives were processed) each namespace got.
	 *
	 * @param array<string, list<string>> $before Before the render.
	 * @param array<string, list<string>> $after  After it.
	 * @return array<string, list<string>>
	 */
	private static function added_paths( array $before, array $after ): array {
		$added = [];
		foreach ( $after as $namespace => $paths ) {
			$new = array_values( array_diff( $paths, $before[ $namespace ] ?? [] ) );
			if ( $new ) {
				$added[ $namespace ] = $new;
			}
		}
		return $added;
	}

	/**
	 * Adds paths of derived state to the page's (printed so the browser evaluates them itself). WordPress notes them
	 * only while it processes directives and has no way to add them otherwise.
	 *
	 * @param array<string, list<string>> $derived Paths by namespace.
	 */
	private static function add_derived( array $derived ): void {
		$api      = wp_interactivity();
		$property = new \ReflectionProperty( $api, 'derived_state_closures' );
		$current  = (array) $property->getValue( $api );
		foreach ( $derived as $namespace => $paths ) {
			$current[ $namespace ] = array_values( array_unique( array_merge( $current[ $namespace ] ?? [], $paths ) ) );
		}
		$property->setValue( $api, $current );
	}

	/**
	 * State with each closure (derived state, WordPress 6.7 and later) put as a marker. The closures were called
	 * while the section's directives were processed, so the markup holds what they gave; what remains of them is the
	 * `{}` each prints in the page's state.
	 *
	 * @param array<mixed> $state State.
	 * @return array<mixed>
	 */
	private static function freeze( array $state ): array {
		foreach ( $state as $key => $value ) {
			if ( $value instanceof \Closure ) {
				$state[ $key ] = self::DERIVED;
			} elseif ( is_array( $value ) ) {
				$state[ $key ] = self::freeze( $value );
			}
		}
		return $state;
	}

	/**
	 * Stored state made whole again: each marker an empty object (printed `{}`, as the closure was), left out where
	 * the page has the key already (a closure of a later render is not replaced).
	 *
	 * @param array<mixed> $state   Stored state.
	 * @param array<mixed> $current The page's state now, at the same place.
	 * @return array<mixed>
	 */
	private static function thaw( array $state, array $current ): array {
		foreach ( $state as $key => $value ) {
			if ( self::DERIVED === $value ) {
				if ( array_key_exists( $key, $current ) ) {
					unset( $state[ $key ] );
				} else {
					$state[ $key ] = new \stdClass();
				}
			} elseif ( is_array( $value ) ) {
				$state[ $key ] = self::thaw( $value, is_array( $current[ $key ] ?? null ) ? $current[ $key ] : [] );
			}
		}
		return $state;
	}

	/**
	 * The keys of `$after` that `$before` lacks or holds with another value, recursively: what a render merged in.
	 *
	 * @param array<mixed> $before Before the render.
	 * @param array<mixed> $after  After it.
	 * @return array<mixed>
	 */
	private static function added( array $before, array $after ): array {
		$added = [];
		foreach ( $after as $key => $value ) {
			if ( ! array_key_exists( $key, $before ) ) {
				$added[ $key ] = $value;
			} elseif ( is_array( $value ) && is_array( $before[ $key ] ) && $value && ! array_is_list( $value ) ) {
				$inner = self::added( $before[ $key ], $value );
				if ( $inner ) {
					$added[ $key ] = $inner;
				}
			} elseif ( $before[ $key ] !== $value ) {
				$added[ $key ] = $value;
			}
		}
		return $added;
	}

	/**
	 * How many pieces of inline code every registered style and script has, before and after it: not only the
	 * enqueued ones, since a render may add code to a dependency (WooCommerce's product grids add theirs to
	 * `wp-hooks`, which the page prints because a script it needs depends on it).
	 *
	 * @return array<string, array{0: int, 1: int}>
	 */
	private static function inline_counts(): array {
		$counts = [];
		foreach ( [ 'style' => wp_styles(), 'script' => wp_scripts() ] as $type => $dependencies ) {
			foreach ( $dependencies->registered as $handle => $dependency ) {
				$extra = $dependency->extra ?? [];
				if ( ! empty( $extra['after'] ) || ! empty( $extra['before'] ) ) {
					$counts[ $type . ':' . $handle ] = [ count( (array) ( $extra['before'] ?? [] ) ), count( (array) ( $extra['after'] ?? [] ) ) ];
				}
			}
		}
		return $counts;
	}

	/**
	 * The pieces of inline code a handle got since it had the counted ones.
	 *
	 * @param string             $key   The handle, prefixed with its type.
	 * @param array{0: int, 1: int} $count The pieces it had before and after, then.
	 * @return list<array{0: string, 1: string, 2: string}>
	 */
	private static function inline_added( string $key, array $count ): array {
		[ $type, $handle ] = explode( ':', $key, 2 );
		$extra             = ( 'style' === $type ? wp_styles() : wp_scripts() )->registered[ $handle ]->extra ?? [];
		$added             = [];
		foreach ( [ 'before' => 0, 'after' => 1 ] as $position => $index ) {
			foreach ( array_slice( (array) ( $extra[ $position ] ?? [] ), $count[ $index ] ) as $code ) {
				if ( is_string( $code ) && '' !== $code ) {
					$added[] = [ 'style' === $type ? 'style' : $position, $handle, $code ];
				}
			}
		}
		return $added;
	}
}
