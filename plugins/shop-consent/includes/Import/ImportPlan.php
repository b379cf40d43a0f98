<?php
/**
 * What an import would write, and what it leaves out.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

defined( 'ABSPATH' ) || exit;

/**
 * A list of values for fields of our settings (each with the key it came from) and a list of the keys found
 * but not imported, each with the reason. Applying it to the settings is a pure array operation.
 */
final class ImportPlan {

	/**
	 * Constructor.
	 *
	 * @param list<array{field: string, label: string, source: string, value: mixed}> $values  Values by field path ("texts.accept").
	 * @param list<array{source: string, reason: string}>                             $skipped Keys not imported.
	 */
	public function __construct(
		public readonly array $values,
		public readonly array $skipped
	) {}

	/**
	 * The settings with every value of the plan written in.
	 *
	 * @param array<string, mixed> $settings Current settings.
	 * @return array<string, mixed>
	 */
	public function apply_to( array $settings ): array {
		foreach ( $this->values as $value ) {
			$settings = self::set( $settings, explode( '.', $value['field'] ), $value['value'] );
		}
		return $settings;
	}

	/**
	 * The values that differ from the settings, each with the current value.
	 *
	 * @param array<string, mixed> $settings Current settings.
	 * @return list<array{field: string, label: string, source: string, value: mixed, current: mixed}>
	 */
	public function changes( array $settings ): array {
		return array_values( array_filter( $this->with_current( $settings ), static fn ( array $v ): bool => $v['current'] !== $v['value'] ) );
	}

	/**
	 * The values the settings already have.
	 *
	 * @param array<string, mixed> $settings Current settings.
	 * @return list<array{field: string, label: string, source: string, value: mixed, current: mixed}>
	 */
	public function unchanged( array $settings ): array {
		return array_values( array_filter( $this->with_current( $settings ), static fn ( array $v ): bool => $v['current'] === $v['value'] ) );
	}

	/**
	 * Whether a change touches script markup (which needs unfiltered_html).
	 *
	 * @param array<string, mixed> $settings Current settings.
	 */
	public function changes_scripts( array $settings ): bool {
		foreach ( $this->changes( $settings ) as $change ) {
			if ( str_starts_with( $change['field'], 'scripts.' ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * @param array<string, mixed> $settings Current settings.
	 * @return list<array{field: string, label: string, source: string, value: mixed, current: mixed}>
	 */
	private function with_current( array $settings ): array {
		return array_map(
			static function ( array $value ) use ( $settings ): array {
				$current = $settings;
				foreach ( explode( '.', $value['field'] ) as $key ) {
					$current = is_array( $current ) ? ( $current[ $key ] ?? null ) : null;
				}
				return $value + [ 'current' => $current ];
			},
			$this->values
		);
	}

	/**
	 * @param array<string, mixed> $array Array.
	 * @param list<string>         $path  Keys.
	 * @param mixed                $value Value.
	 * @return array<string, mixed>
	 */
	private static function set( array $array, array $path, $value ): array {
		$key = array_shift( $path );
		if ( null === $key ) {
			return $array;
		}
		$array[ $key ] = [] === $path ? $value : self::set( is_array( $array[ $key ] ?? null ) ? $array[ $key ] : [], $path, $value );
		return $array;
	}
}
