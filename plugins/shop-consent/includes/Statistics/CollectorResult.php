<?php
/**
 * What the collector did with a beacon.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

defined( 'ABSPATH' ) || exit;

/**
 * HTTP status and a machine-readable code, the same for the fast collector and the REST route:
 * 202 `counted`; 200 `disabled`, `bot`, `no_consent` (received, deliberately not counted); 400 `invalid` (with
 * the field); 429 `rate_limited`; 500 `failed`.
 */
final class CollectorResult {

	/**
	 * Constructor.
	 *
	 * @param int    $status HTTP status.
	 * @param string $code   What happened.
	 * @param string $field  The refused field, for `invalid`.
	 */
	public function __construct(
		public readonly int $status,
		public readonly string $code,
		public readonly string $field = ''
	) {}

	/**
	 * Whether the view was stored.
	 */
	public function counted(): bool {
		return 202 === $this->status;
	}

	/**
	 * The answer's body.
	 *
	 * @return array<string, string|bool>
	 */
	public function body(): array {
		$body = [
			'counted' => $this->counted(),
			'code'    => $this->code,
		];
		if ( '' !== $this->field ) {
			$body['field'] = $this->field;
		}
		return $body;
	}
}
