/**
 * WordPress dependencies
 */
import {
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { setField } from './set-field';
import type { NewsletterSettings, TabProps } from './types';

type TextField = Exclude< keyof NewsletterSettings, 'ask_name' >;

/**
 * Newsletter: the sign-up form's texts and where a visitor goes after subscribing.
 *
 * @param props        Component props.
 * @param props.value  The newsletter settings.
 * @param props.update Changes them.
 */
export function NewsletterTab( {
	value,
	update,
}: TabProps< NewsletterSettings > ) {
	const set = setField( update );
	const text = ( key: TextField, label: string ) => (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			value={ value[ key ] }
			onChange={ ( typed ) => set( key, typed ) }
		/>
	);
	return (
		<>
			{ text( 'heading', __( 'Heading', 'shop-social-icons' ) ) }
			{ text(
				'button_label',
				__( 'Button label', 'shop-social-icons' )
			) }
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Ask for a name', 'shop-social-icons' ) }
				checked={ value.ask_name }
				onChange={ ( ask ) => set( 'ask_name', ask ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Consent text', 'shop-social-icons' ) }
				value={ value.consent_text }
				onChange={ ( typed ) => set( 'consent_text', typed ) }
			/>
			{ text(
				'success_message',
				__( 'After subscribing', 'shop-social-icons' )
			) }
			{ text(
				'confirmed_message',
				__( 'After confirming', 'shop-social-icons' )
			) }
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				type="url"
				label={ __(
					'Redirect after subscribing',
					'shop-social-icons'
				) }
				help={ __(
					'Leave empty to stay on the page and show the message.',
					'shop-social-icons'
				) }
				value={ value.redirect_url }
				onChange={ ( url ) => set( 'redirect_url', url ) }
			/>
		</>
	);
}
