<?php
/**
 * GET and POST /shop-consent/v1/import: preview and apply the import from GDPR Cookie Compliance.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

use ShopConsent\Rest\AdminPermission;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;
use ShopConsent\Settings\SettingsSchema;
use WP_Error;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (AdminPermission; the REST nonce is checked by WordPress). The preview says what was found,
 * what would change and what is left out; applying writes the settings in one update_option() after checking the
 * whole result against the settings schema, so an import is written entirely or not at all.
 */
final class ImportController implements Service {

	/**
	 * Constructor.
	 *
	 * @param Settings    $settings The settings.
	 * @param MooveReader $reader   Reads the replaced plugin's options.
	 * @param MooveMapper $mapper   Maps them onto ours.
	 */
	public function __construct(
		private Settings $settings,
		private MooveReader $reader,
		private MooveMapper $mapper
	) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			RestNamespace::NAME,
			'/import',
			[
				[
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => [ $this, 'preview' ],
					'permission_callback' => [ AdminPermission::class, 'check' ],
				],
				[
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => [ $this, 'apply' ],
					'permission_callback' => [ AdminPermission::class, 'check' ],
				],
			]
		);
	}

	/**
	 * What an import would do.
	 */
	public function preview(): WP_REST_Response {
		$answer = [
			'found'  => false,
			'option' => MooveReader::OPTION,
		];
		try {
			$moove = $this->reader->read();
		} catch ( InvalidImport $error ) {
			return new WP_REST_Response( [ 'found' => true, 'error' => $error->getMessage() ] + $answer );
		}
		if ( [] === $moove ) {
			return new WP_REST_Response( $answer );
		}
		$plan    = $this->mapper->map( $moove );
		$current = $this->settings->get();
		return new WP_REST_Response(
			[
				'found'     => true,
				'changes'   => $plan->changes( $current ),
				'unchanged' => $plan->unchanged( $current ),
				'skipped'   => $plan->skipped,
			] + $answer
		);
	}

	/**
	 * Writes the import.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function apply() {
		try {
			$moove = $this->reader->read();
		} catch ( InvalidImport $error ) {
			return new WP_Error( 'shop_consent_import_invalid', $error->getMessage(), [ 'status' => 400 ] );
		}
		if ( [] === $moove ) {
			return new WP_Error(
				'shop_consent_nothing_to_import',
				__( 'There is nothing to import: the settings of GDPR Cookie Compliance were not found.', 'shop-consent' ),
				[ 'status' => 400 ]
			);
		}
		$plan    = $this->mapper->map( $moove );
		$current = $this->settings->get();
		$refused = $this->refusal( $plan, $current );
		if ( null !== $refused ) {
			return $refused;
		}
		$changes = $plan->changes( $current );
		if ( [] !== $changes ) {
			update_option( Settings::OPTION, $plan->apply_to( $current ) );
		}
		return new WP_REST_Response(
			[
				'imported' => count( $changes ),
				'changes'  => $changes,
				'skipped'  => $plan->skipped,
				'settings' => $this->settings->get(),
			]
		);
	}

	/**
	 * Why the plan may not be written, if it may not: markup without unfiltered_html (as for the settings
	 * endpoint), or a result the schema refuses.
	 *
	 * @param ImportPlan           $plan    The plan.
	 * @param array<string, mixed> $current Current settings.
	 */
	private function refusal( ImportPlan $plan, array $current ): ?WP_Error {
		if ( $plan->changes_scripts( $current ) && ! current_user_can( 'unfiltered_html' ) ) {
			return new WP_Error(
				'shop_consent_markup_not_allowed',
				__( 'The import holds scripts, and saving markup needs the unfiltered_html capability, so nothing was imported.', 'shop-consent' ),
				[ 'status' => 403 ]
			);
		}
		$valid = rest_validate_value_from_schema( $plan->apply_to( $current ), SettingsSchema::schema(), Settings::OPTION );
		if ( is_wp_error( $valid ) ) {
			return new WP_Error(
				'shop_consent_import_invalid',
				/* translators: %s: the validation message. */
				sprintf( __( 'The imported settings are not valid, so nothing was imported: %s', 'shop-consent' ), $valid->get_error_message() ),
				[ 'status' => 400 ]
			);
		}
		return null;
	}
}
