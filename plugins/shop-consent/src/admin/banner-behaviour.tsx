/**
 * WordPress dependencies
 */
import {
	Notice,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { IntegerControl } from './integer-control';
import { setField, setTopField } from './set-field';
import type { BannerPosition, CloseBehaviour, TabProps } from './types';

const positions = () => [
	{ value: 'bottom', label: __( 'Bottom', 'shop-consent' ) },
	{ value: 'top', label: __( 'Top', 'shop-consent' ) },
	{ value: 'bottom-left', label: __( 'Bottom left', 'shop-consent' ) },
	{ value: 'bottom-right', label: __( 'Bottom right', 'shop-consent' ) },
];

const closeBehaviours = () => [
	{ value: '1', label: __( 'Hide for this session', 'shop-consent' ) },
	{ value: '2', label: __( 'Reject', 'shop-consent' ) },
	{ value: '3', label: __( 'Accept all', 'shop-consent' ) },
	{ value: '4', label: __( 'Reject and redirect', 'shop-consent' ) },
];

/**
 * Position, close button, auto-accept and cookie lifetime of the banner. Each auto-accept switch says, whether on or
 * off, that EU regulators do not take it as consent (its help, read with the switch by a screen reader).
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function BannerBehaviour( { settings, update }: TabProps ) {
	const set = setTopField( update );
	const setAuto = setField( update, 'auto_accept' );
	const auto = settings.auto_accept;
	return (
		<fieldset className="shop-consent-fieldset">
			<legend>{ __( 'Behaviour', 'shop-consent' ) }</legend>
			<SelectControl
				label={ __( 'Position', 'shop-consent' ) }
				value={ settings.position }
				options={ positions() }
				onChange={ ( value: string ) =>
					set( 'position', value as BannerPosition )
				}
			/>
			<SelectControl
				label={ __( 'Close button', 'shop-consent' ) }
				value={ String( settings.close_behaviour ) }
				options={ closeBehaviours() }
				onChange={ ( value: string ) =>
					set( 'close_behaviour', Number( value ) as CloseBehaviour )
				}
			/>
			{ settings.close_behaviour === 4 && (
				<TextControl
					type="url"
					label={ __( 'Redirect URL', 'shop-consent' ) }
					value={ settings.close_redirect_url }
					onChange={ ( value ) => set( 'close_redirect_url', value ) }
				/>
			) }
			<ToggleControl
				label={ __( 'Accept all after scrolling', 'shop-consent' ) }
				help={ __(
					'Not consent in the EU: data protection regulators do not accept scrolling as consent (EDPB guidelines 05/2020 on consent).',
					'shop-consent'
				) }
				checked={ auto.scroll }
				onChange={ ( value ) => setAuto( 'scroll', value ) }
			/>
			<ToggleControl
				label={ __( 'Accept all after a delay', 'shop-consent' ) }
				help={ __(
					'Not consent in the EU: data protection regulators do not accept waiting as consent, only a clear action such as a click on Accept.',
					'shop-consent'
				) }
				checked={ auto.timer }
				onChange={ ( value ) => setAuto( 'timer', value ) }
			/>
			{ auto.timer && (
				<IntegerControl
					label={ __( 'Delay in seconds', 'shop-consent' ) }
					value={ auto.seconds }
					min={ 1 }
					max={ 3600 }
					onChange={ ( value ) => setAuto( 'seconds', value ) }
				/>
			) }
			{ ( auto.scroll || auto.timer ) && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Auto-accept is not valid consent in the EU: under the GDPR consent must be given by a clear action, and scrolling or waiting is not one.',
						'shop-consent'
					) }
				</Notice>
			) }
			<IntegerControl
				label={ __( 'Cookie lifetime in days', 'shop-consent' ) }
				value={ settings.cookie_lifetime_days }
				min={ 1 }
				max={ 730 }
				onChange={ ( value ) => set( 'cookie_lifetime_days', value ) }
			/>
		</fieldset>
	);
}
