<?php
/**
 * The site's Apple Pay domain registration, as last checked at Stripe.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

defined( 'ABSPATH' ) || exit;

/**
 * What PaymentMethodDomain learnt from Stripe, kept in one option (not autoloaded: only the status screen reads it)
 * so the status screen shows it without asking Stripe. `id` '' means the site's host was never registered (or the
 * site moved to another host since): Apple Pay is then not offered on it.
 */
final class DomainState {

	/** The option, deleted on uninstall (Uninstall\Cleanup::OPTIONS). */
	public const OPTION = 'shop_stripe_gateway_express_domain';

	/** Apple Pay's statuses on a Stripe payment method domain. */
	public const ACTIVE = 'active';

	public const INACTIVE = 'inactive';

	/**
	 * Constructor.
	 *
	 * @param string $domain     The host registered, e.g. shop.example.com.
	 * @param string $id         Stripe's id of the payment method domain (pmd_…), '' when not registered.
	 * @param string $apple_pay  self::ACTIVE or self::INACTIVE.
	 * @param string $error      Stripe's reason when Apple Pay is inactive ('' otherwise).
	 * @param int    $checked_at When Stripe was asked, Unix time; 0 never.
	 */
	public function __construct(
		public readonly string $domain,
		public readonly string $id = '',
		public readonly string $apple_pay = self::INACTIVE,
		public readonly string $error = '',
		public readonly int $checked_at = 0
	) {}

	/**
	 * The site's host, as Stripe registers it: the home URL's host, without port or path.
	 */
	public static function site_host(): string {
		return strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
	}

	/**
	 * The stored state of the site's current host, or "not registered" for it (nothing stored, a broken value, or
	 * a state of the host the site had before).
	 */
	public static function stored(): self {
		$host  = self::site_host();
		$value = get_option( self::OPTION );
		if ( ! is_array( $value ) || ( $value['domain'] ?? '' ) !== $host ) {
			return new self( $host );
		}
		$text = static fn ( string $key ): string => is_scalar( $value[ $key ] ?? null ) ? (string) $value[ $key ] : '';
		return new self(
			$host,
			$text( 'id' ),
			self::ACTIVE === $text( 'applePay' ) ? self::ACTIVE : self::INACTIVE,
			$text( 'error' ),
			(int) $text( 'checkedAt' )
		);
	}

	/**
	 * From Stripe's payment_method_domain object.
	 *
	 * @param array<string, mixed> $domain     Stripe's object.
	 * @param int                  $checked_at When it was read.
	 */
	public static function from_stripe( array $domain, int $checked_at ): self {
		$apple_pay = is_array( $domain['apple_pay'] ?? null ) ? $domain['apple_pay'] : [];
		$details   = is_array( $apple_pay['status_details'] ?? null ) ? $apple_pay['status_details'] : [];
		$active    = self::ACTIVE === ( $apple_pay['status'] ?? '' );
		return new self(
			strtolower( (string) ( $domain['domain_name'] ?? '' ) ),
			(string) ( $domain['id'] ?? '' ),
			$active ? self::ACTIVE : self::INACTIVE,
			$active ? '' : (string) ( $details['error_message'] ?? '' ),
			$checked_at
		);
	}

	/** Saves it as the option. */
	public function save(): void {
		update_option( self::OPTION, $this->to_array(), false );
	}

	/**
	 * The option's value and the REST answer (src/admin/express-domain.ts's `ExpressDomain`).
	 *
	 * @return array{domain: string, id: string, applePay: string, error: string, checkedAt: int}
	 */
	public function to_array(): array {
		return [
			'domain'    => $this->domain,
			'id'        => $this->id,
			'applePay'  => $this->apple_pay,
			'error'     => $this->error,
			'checkedAt' => $this->checked_at,
		];
	}
}
