/**
 * WordPress dependencies
 */
import { TextControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { defaultTexts } from './default-texts';
import { setField } from './set-field';
import type { SettingsTexts, TabProps } from './types';

interface TextField {
	key: keyof SettingsTexts;
	label: string;
	long?: boolean;
}

const fields = (): TextField[] => [
	{
		key: 'bar_message',
		label: __( 'Bar message', 'shop-consent' ),
		long: true,
	},
	{ key: 'accept', label: __( 'Accept button label', 'shop-consent' ) },
	{ key: 'reject', label: __( 'Reject button label', 'shop-consent' ) },
	{ key: 'settings', label: __( 'Settings button label', 'shop-consent' ) },
	{ key: 'save', label: __( 'Save button label', 'shop-consent' ) },
	{
		key: 'modal_title',
		label: __( 'Settings window title', 'shop-consent' ),
	},
	{
		key: 'strict_title',
		label: __( 'Strictly necessary: title', 'shop-consent' ),
	},
	{
		key: 'strict_text',
		label: __( 'Strictly necessary: text', 'shop-consent' ),
		long: true,
	},
	{
		key: 'thirdparty_title',
		label: __( 'Third-party: title', 'shop-consent' ),
	},
	{
		key: 'thirdparty_text',
		label: __( 'Third-party: text', 'shop-consent' ),
		long: true,
	},
	{ key: 'advanced_title', label: __( 'Advanced: title', 'shop-consent' ) },
	{
		key: 'advanced_text',
		label: __( 'Advanced: text', 'shop-consent' ),
		long: true,
	},
];

/**
 * The texts of the bar and the settings window. Empty fields use the translated default, shown as placeholder.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function BannerTexts( { settings, update }: TabProps ) {
	const set = setField( update, 'texts' );
	const defaults = defaultTexts();
	return (
		<fieldset className="shop-consent-fieldset">
			<legend>{ __( 'Texts', 'shop-consent' ) }</legend>
			{ fields().map( ( { key, label, long } ) => {
				const Control = long ? TextareaControl : TextControl;
				return (
					<Control
						key={ key }
						label={ label }
						value={ settings.texts[ key ] }
						placeholder={ defaults[ key ] }
						onChange={ ( value: string ) => set( key, value ) }
					/>
				);
			} ) }
		</fieldset>
	);
}
