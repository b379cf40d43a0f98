<?php
/**
 * The newsletter form's settings: one option, registered with its schema.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Service;
use ShopSocialIcons\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `shop_social_icons_newsletter` (readable and writable through /wp/v2/settings, which validates against
 * schema() and answers 400 with a message), and reads it with every missing field defaulted. defaults() and schema()
 * are the one source: the form, the endpoint and the settings screen (over REST) read them.
 */
final class NewsletterSettings implements Service {

	public const OPTION = 'shop_social_icons_newsletter';

	/**
	 * '' or an address: http(s), or no scheme at all (the form's script adds `http://`, as the spec says); any other
	 * scheme (javascript:, data:) is refused. A colon followed by a digit is a port, not a scheme. Whitespace around
	 * it is allowed and trimmed on save.
	 */
	public const REDIRECT_PATTERN = '^\s*$|^\s*(?:https?://|(?![a-zA-Z][a-zA-Z0-9+.-]*:(?![0-9])))[^\s"<>]+\s*$';

	/** Tags the consent text may carry: a link to the privacy policy, emphasis. */
	private const CONSENT_TAGS = [
		'a'      => [ 'href' => true ],
		'strong' => [],
		'em'     => [],
	];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_setting' ] );
		add_filter( 'rest_pre_get_setting', [ $this, 'rest_value' ], 10, 2 );
	}

	/**
	 * Registers the option with its schema, in the same group as the icons' settings.
	 */
	public function register_setting(): void {
		// A form on the page reads it: stored empty and autoloaded before its sanitizer is registered, a site that
		// never saved it asks no query for it (as Settings\SchemaOption does).
		if ( null === get_option( self::OPTION, null ) ) {
			add_option( self::OPTION, [], '', true );
		}
		register_setting(
			Settings::GROUP,
			self::OPTION,
			[
				'type'              => 'object',
				'description'       => __( 'Shop Social Icons newsletter form.', 'shop-social-icons' ),
				'default'           => self::defaults(),
				'sanitize_callback' => [ self::class, 'sanitize' ],
				'show_in_rest'      => [ 'schema' => self::schema() ],
			]
		);
	}

	/**
	 * /wp/v2/settings answers with every field, defaults filled in.
	 *
	 * @param mixed  $value What another filter answered (null: nobody).
	 * @param string $name  Setting name.
	 * @return mixed
	 */
	public function rest_value( $value, $name ) {
		return null === $value && self::OPTION === $name ? self::get() : $value;
	}

	/**
	 * Default settings (texts are translated where they are read).
	 *
	 * @return array{heading: string, button_label: string, ask_name: bool, consent_text: string, success_message: string, confirmed_message: string, redirect_url: string}
	 */
	public static function defaults(): array {
		return [
			'heading'           => __( 'Subscribe to our newsletter', 'shop-social-icons' ),
			'button_label'      => __( 'Subscribe', 'shop-social-icons' ),
			'ask_name'          => true,
			'consent_text'      => __( 'I agree to receive the newsletter and accept the privacy policy.', 'shop-social-icons' ),
			'success_message'   => __( 'Almost there: please check your inbox to confirm your subscription.', 'shop-social-icons' ),
			'confirmed_message' => __( 'Thank you: your subscription is confirmed.', 'shop-social-icons' ),
			'redirect_url'      => '',
		];
	}

	/**
	 * JSON schema of the option, as show_in_rest takes it.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$text = [
			'type'      => 'string',
			'minLength' => 1,
			'maxLength' => 300,
		];
		return [
			'type'                 => 'object',
			'properties'           => [
				'heading'           => [ 'type' => 'string', 'maxLength' => 200 ],
				'button_label'      => [ 'type' => 'string', 'minLength' => 1, 'maxLength' => 60 ],
				'ask_name'          => [ 'type' => 'boolean' ],
				'consent_text'      => [ 'type' => 'string', 'minLength' => 1, 'maxLength' => 1000 ],
				'success_message'   => $text,
				'confirmed_message' => $text,
				'redirect_url'      => [
					'type'      => 'string',
					'maxLength' => 2000,
					'pattern'   => self::REDIRECT_PATTERN,
				],
			],
			'additionalProperties' => false,
		];
	}

	/**
	 * The settings, every missing or mistyped field taking its default.
	 *
	 * @return array{heading: string, button_label: string, ask_name: bool, consent_text: string, success_message: string, confirmed_message: string, redirect_url: string}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, [] );
		/** @var array{heading: string, button_label: string, ask_name: bool, consent_text: string, success_message: string, confirmed_message: string, redirect_url: string} */
		return Settings::merge( self::defaults(), is_array( $stored ) ? $stored : [] );
	}

	/**
	 * Sanitizes a new value: fields that do not match the schema keep their stored value (REST has refused them
	 * already), texts are cleaned, the redirect trimmed; a partial write changes only what it names.
	 *
	 * @param mixed $value The value being saved.
	 * @return array<string, mixed>
	 */
	public static function sanitize( $value ): array {
		$current = self::get();
		if ( ! is_array( $value ) ) {
			return $current;
		}
		$properties = self::schema()['properties'];
		$clean      = [];
		foreach ( array_intersect_key( $value, $properties ) as $key => $field ) {
			if ( true === rest_validate_value_from_schema( $field, $properties[ $key ], (string) $key ) ) {
				$clean[ $key ] = self::clean( (string) $key, rest_sanitize_value_from_schema( $field, $properties[ $key ], (string) $key ) );
			}
		}
		return Settings::merge( $current, $clean );
	}

	/**
	 * One field cleaned for storage.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value Valid value.
	 * @return mixed
	 */
	private static function clean( string $key, $value ) {
		return match ( $key ) {
			'ask_name'     => (bool) $value,
			'consent_text' => wp_kses( trim( (string) $value ), self::CONSENT_TAGS ),
			'redirect_url' => trim( (string) $value ),
			default        => sanitize_text_field( (string) $value ),
		};
	}
}
