/**
 * WordPress dependencies
 */
import { Button, TextControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { IntegerControl } from './integer-control';
import { setField, setTopField } from './set-field';
import type { TabProps } from './types';

/**
 * The Regions and privacy tab: Global Privacy Control, geo rules, and the versions of consent and banner text.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function RegionsTab( { settings, update }: TabProps ) {
	const set = setTopField( update );
	const setGeo = setField( update, 'geo' );

	const askAgain = () => {
		// eslint-disable-next-line no-alert
		const confirmed = window.confirm(
			__(
				'Everyone will be asked for consent again, including visitors who have already decided. Continue?',
				'shop-consent'
			)
		);
		if ( confirmed ) {
			update( ( current ) => ( {
				...current,
				consent_version: current.consent_version + 1,
			} ) );
		}
	};

	return (
		<div>
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Privacy signals', 'shop-consent' ) }</legend>
				<ToggleControl
					label={ __(
						'Honour Global Privacy Control',
						'shop-consent'
					) }
					help={ __(
						'A browser that sends GPC refuses the optional categories.',
						'shop-consent'
					) }
					checked={ settings.gpc }
					onChange={ ( value ) => set( 'gpc', value ) }
				/>
			</fieldset>
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Regions', 'shop-consent' ) }</legend>
				<ToggleControl
					label={ __( 'Apply rules by region', 'shop-consent' ) }
					help={ __(
						'Opt-in in the EU/EEA, UK and Switzerland, an opt-out notice in US states with such laws, nothing elsewhere. Without it, opt-in everywhere.',
						'shop-consent'
					) }
					checked={ settings.geo.enabled }
					onChange={ ( value ) => setGeo( 'enabled', value ) }
				/>
				{ settings.geo.enabled && (
					<TextControl
						label={ __( 'Custom country header', 'shop-consent' ) }
						help={ __(
							'Request header holding the visitor’s country code, besides CF-IPCountry and CloudFront-Viewer-Country.',
							'shop-consent'
						) }
						value={ settings.geo.header }
						onChange={ ( value ) => setGeo( 'header', value ) }
					/>
				) }
			</fieldset>
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Versions', 'shop-consent' ) }</legend>
				<p>
					{ sprintf(
						/* translators: %d: consent version number. */
						__( 'Consent version: %d', 'shop-consent' ),
						settings.consent_version
					) }
				</p>
				<Button variant="secondary" onClick={ askAgain }>
					{ __( 'Ask everyone again', 'shop-consent' ) }
				</Button>
				<p className="description">
					{ __(
						'Raises the consent version; it takes effect when you save.',
						'shop-consent'
					) }
				</p>
				<IntegerControl
					label={ __( 'Text version', 'shop-consent' ) }
					help={ __(
						'Recorded with each decision in the consent log; raise it when you change the banner texts.',
						'shop-consent'
					) }
					value={ settings.text_version }
					min={ 1 }
					onChange={ ( value ) => set( 'text_version', value ) }
				/>
			</fieldset>
		</div>
	);
}
