/**
 * WordPress dependencies
 */
import {
	Button,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CookiePatternsControl } from './cookie-patterns-control';
import { IntegerControl } from './integer-control';
import { setField, setTopField } from './set-field';
import type { GeoCdn, TabProps } from './types';

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
					<>
						<SelectControl
							label={ __(
								'CDN in front of the site',
								'shop-consent'
							) }
							help={ __(
								'Location headers are trusted only from the CDN that sets them; anyone else can send any country. With none, only a resolver filter gives the location.',
								'shop-consent'
							) }
							value={ settings.geo.cdn }
							options={ [
								{
									value: 'none',
									label: __( 'None', 'shop-consent' ),
								},
								{ value: 'cloudflare', label: 'Cloudflare' },
								{
									value: 'cloudfront',
									label: 'Amazon CloudFront',
								},
								{
									value: 'custom',
									label: __(
										'Other (header names below)',
										'shop-consent'
									),
								},
							] }
							onChange={ ( value: string ) =>
								setGeo( 'cdn', value as GeoCdn )
							}
						/>
						{ settings.geo.cdn === 'custom' && (
							<>
								<TextControl
									label={ __(
										'Country header',
										'shop-consent'
									) }
									help={ __(
										'Request header holding the visitor’s two-letter country code, such as DE.',
										'shop-consent'
									) }
									value={ settings.geo.header }
									onChange={ ( value ) =>
										setGeo( 'header', value )
									}
								/>
								<TextControl
									label={ __(
										'Region header',
										'shop-consent'
									) }
									help={ __(
										'Request header holding the state or region code (e.g. CA), if your CDN sends one.',
										'shop-consent'
									) }
									value={ settings.geo.region_header }
									onChange={ ( value ) =>
										setGeo( 'region_header', value )
									}
								/>
							</>
						) }
						<CookiePatternsControl
							label={ __(
								'US states with the opt-out notice',
								'shop-consent'
							) }
							help={ __(
								'Two-letter state codes, separated by commas. Other states get no banner; when the CDN gives no state, the whole US gets the notice.',
								'shop-consent'
							) }
							value={ settings.geo.optout_states }
							onChange={ ( states ) =>
								setGeo(
									'optout_states',
									states.map( ( state ) =>
										state.toUpperCase()
									)
								)
							}
						/>
					</>
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
