<?php
/**
 * The newsletter form's settings: one option, registered with its schema.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Settings\SchemaOption;
use ShopSocialIcons\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * `shop_social_icons_newsletter` (read and written through /wp/v2/settings; the kit's SchemaOption has the rules),
 * in the same group as the icons' settings. defaults() and schema() are the one source: the form, the endpoint and
 * the settings screen (over REST) read them. Texts are stored cleaned, the redirect trimmed.
 */
final class NewsletterSettings extends SchemaOption {

	public const OPTION = 'shop_social_icons_newsletter';

	public const GROUP = Settings::GROUP;

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
		/** @var array{heading: string, button_label: string, ask_name: bool, consent_text: string, success_message: string, confirmed_message: string, redirect_url: string} */
		return parent::get();
	}

	/**
	 * Description.
	 */
	protected static function description(): string {
		return __( 'Shop Social Icons newsletter form.', 'shop-social-icons' );
	}

	/**
	 * Each field cleaned for storage.
	 *
	 * @param array<string, mixed> $clean   Fields that match the schema.
	 * @param array<string, mixed> $current The stored settings.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean, array $current ): array {
		foreach ( $clean as $key => $value ) {
			$clean[ $key ] = self::clean( $key, $value );
		}
		return $clean;
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
