<?php
/**
 * The newsletter sign-up form's markup, for the block and the shortcode.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Assets\Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * One source of the form's HTML: labelled fields (email, the name when the settings ask for it, the consent box),
 * a honeypot hidden from people and from screen readers, a submit button with a spinner, and the message area
 * directly after the form (the spec's), a polite live region the script fills. The form posts to the subscribe
 * endpoint; `novalidate` leaves every message to the endpoint, so they read the same with and without the script.
 * Rendering it enqueues build/newsletter.js and its styles, so only pages with a form load them. The HTML is the
 * same for every visitor (cache-safe): no nonce, ids from a per-request counter. The form also carries Email
 * Subscribers' `es_ajax_subscription_form` class, so a shop's custom CSS and scripts aimed at the replaced plugin's
 * form keep finding it.
 */
final class NewsletterForm {

	/**
	 * Forms rendered in this request, for unique ids.
	 *
	 * @var int
	 */
	private int $count = 0;

	/**
	 * The form's HTML.
	 *
	 * @param string $wrapper_attributes Attributes of the wrapper (the block's), already escaped; '' for the class only.
	 * @param bool   $show_heading       Whether the settings' heading is shown (else the form is named by aria-label).
	 */
	public function render( string $wrapper_attributes = '', bool $show_heading = true ): string {
		wp_enqueue_script( Scripts::NEWSLETTER );
		wp_enqueue_style( Scripts::NEWSLETTER );

		$settings = NewsletterSettings::get();
		$id       = 'shop-newsletter-' . ( ++$this->count );
		$heading  = '' === $settings['heading'] || ! $show_heading ? '' : sprintf( '<h2 class="shop-newsletter__heading" id="%s">%s</h2>', esc_attr( $id . '-heading' ), esc_html( $settings['heading'] ) );
		$labelled = '' === $heading ? sprintf( 'aria-label="%s"', esc_attr__( 'Newsletter sign-up', 'shop-social-icons' ) ) : sprintf( 'aria-labelledby="%s"', esc_attr( $id . '-heading' ) );

		$fields = [
			$this->field( $id . '-email', 'email', 'email', __( 'Email address', 'shop-social-icons' ), 'email', true ),
			$settings['ask_name'] ? $this->field( $id . '-name', 'name', 'text', __( 'Name (optional)', 'shop-social-icons' ), 'name', false ) : '',
			sprintf(
				'<p class="shop-newsletter__consent"><input type="checkbox" id="%1$s" name="consent" value="1" required aria-required="true"> <label for="%1$s">%2$s</label></p>',
				esc_attr( $id . '-consent' ),
				wp_kses( $settings['consent_text'], [ 'a' => [ 'href' => true ], 'strong' => [], 'em' => [] ] )
			),
			sprintf(
				'<p class="shop-newsletter__trap" aria-hidden="true"><label for="%1$s">%2$s</label> <input type="text" id="%1$s" name="%3$s" value="" tabindex="-1" autocomplete="off"></p>',
				esc_attr( $id . '-website' ),
				esc_html__( 'Leave this field empty', 'shop-social-icons' ),
				esc_attr( SubscribeController::HONEYPOT )
			),
			sprintf(
				'<p class="shop-newsletter__actions"><button type="submit" class="shop-newsletter__submit wp-element-button">%s<span class="shop-newsletter__spinner" aria-hidden="true" hidden></span></button></p>',
				esc_html( $settings['button_label'] )
			),
		];

		return sprintf(
			'<div %1$s>%2$s<form class="shop-newsletter__form es_ajax_subscription_form" method="post" action="%3$s" novalidate %4$s data-network-error="%5$s">%6$s</form><div class="shop-newsletter__message" role="status" aria-live="polite" tabindex="-1"></div></div>',
			'' === $wrapper_attributes ? 'class="shop-newsletter"' : $wrapper_attributes,
			$heading,
			esc_url( SubscribeController::url() ),
			$labelled,
			esc_attr__( 'The sign-up could not be sent: please check your connection and try again.', 'shop-social-icons' ),
			implode( '', $fields )
		);
	}

	/**
	 * A labelled text field.
	 *
	 * @param string $id           Element id.
	 * @param string $name         Field name.
	 * @param string $type         Input type.
	 * @param string $label        Label.
	 * @param string $autocomplete Autocomplete token.
	 * @param bool   $required     Whether it is required.
	 */
	private function field( string $id, string $name, string $type, string $label, string $autocomplete, bool $required ): string {
		return sprintf(
			'<p class="shop-newsletter__field"><label for="%1$s">%2$s</label><input type="%3$s" id="%1$s" name="%4$s" autocomplete="%5$s"%6$s></p>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( $type ),
			esc_attr( $name ),
			esc_attr( $autocomplete ),
			$required ? ' required aria-required="true"' : ' maxlength="' . SubscribeController::NAME_MAX . '"'
		);
	}
}
