<?php
/**
 * GET /shop-social-icons/v1/popup-preview: the popup as the settings being edited draw it.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Popup;

use ShopSocialIcons\Icons\Sprite;
use ShopSocialIcons\Kit\Service;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The settings screen's preview shows the real popup: this route draws it with PopupDialog, the markup the
 * storefront prints, from the text and looks being edited (not yet saved), so the looks are computed in one place
 * and the popup's own stylesheet styles both. A field the schema refuses (a colour being typed) keeps its stored
 * value, field by field, so the preview stays whole. Users who manage options only; cookie authentication needs the
 * REST nonce, which the settings app sends.
 */
final class PopupPreviewController implements Service {

	public const ROUTE = '/popup-preview';

	/** The settings fields the dialog is drawn from. */
	public const FIELDS = [ 'text', 'show_share_icons', 'border_colour', 'border_thickness', 'background_colour', 'font', 'font_style', 'font_size', 'font_colour', 'shadow' ];

	/**
	 * Constructor.
	 *
	 * @param PopupDialog $dialog The popup's markup.
	 * @param Sprite      $sprite The symbols of its icons.
	 */
	public function __construct( private PopupDialog $dialog, private Sprite $sprite ) {}

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
			PopupController::NAMESPACE,
			self::ROUTE,
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'preview' ],
				'permission_callback' => static fn (): bool => current_user_can( 'manage_options' ),
			]
		);
	}

	/**
	 * The dialog's markup, `{ "markup": "<svg …><dialog …>" }`, with the symbols of its icons.
	 *
	 * @param WP_REST_Request $request The request: any of FIELDS.
	 */
	public function preview( WP_REST_Request $request ): WP_REST_Response {
		$response = new WP_REST_Response( [ 'markup' => $this->markup( self::edited( $request ) ) ] );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The stored settings with the valid fields of the request over them.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return array<string, mixed>
	 */
	private static function edited( WP_REST_Request $request ): array {
		$settings   = PopupSettings::get();
		$properties = PopupSchema::schema()['properties'];
		foreach ( self::FIELDS as $field ) {
			$value = $request->get_param( $field );
			if ( null !== $value && true === rest_validate_value_from_schema( $value, $properties[ $field ], $field ) ) {
				$settings[ $field ] = rest_sanitize_value_from_schema( $value, $properties[ $field ], $field );
			}
		}
		return $settings;
	}

	/**
	 * The dialog as PopupController answers it: inside a REST request the Renderer adds the symbols itself;
	 * dispatched otherwise, they are drained here.
	 *
	 * @param array<string, mixed> $settings The popup settings.
	 */
	private function markup( array $settings ): string {
		$dialog = $this->dialog->markup( $settings );
		return $this->sprite->drain() . $dialog;
	}
}
