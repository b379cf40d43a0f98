/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { categoryLabels } from './category-labels';
import { CookiePatternsControl } from './cookie-patterns-control';
import { setField, setTopField } from './set-field';
import type { OptionalCategory, TabProps } from './types';

/**
 * The Integrations tab: Google Consent Mode v2, the WP Consent API, the category that gates WooCommerce
 * order attribution, and the proxies in front of the site with the header they name the visitor in.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function IntegrationsTab( { settings, update }: TabProps ) {
	const setMode = setField( update, 'consent_mode' );
	const set = setTopField( update );
	const mode = settings.consent_mode;
	const labels = categoryLabels();
	return (
		<div>
			<fieldset className="shop-consent-fieldset">
				<legend>
					{ __( 'Google Consent Mode v2', 'shop-consent' ) }
				</legend>
				<ToggleControl
					label={ __( 'Enable Consent Mode', 'shop-consent' ) }
					help={ __(
						'Prints the defaults (all denied) before any tag and updates them on every change.',
						'shop-consent'
					) }
					checked={ mode.enabled }
					onChange={ ( value ) => setMode( 'enabled', value ) }
				/>
				<ToggleControl
					label={ __( 'URL passthrough', 'shop-consent' ) }
					checked={ mode.url_passthrough }
					onChange={ ( value ) =>
						setMode( 'url_passthrough', value )
					}
				/>
				<ToggleControl
					label={ __( 'Ads data redaction', 'shop-consent' ) }
					checked={ mode.ads_data_redaction }
					onChange={ ( value ) =>
						setMode( 'ads_data_redaction', value )
					}
				/>
			</fieldset>
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Other integrations', 'shop-consent' ) }</legend>
				<ToggleControl
					label={ __( 'WP Consent API', 'shop-consent' ) }
					help={ __(
						'Registers Shop Consent with the WP Consent API, when it is active, and answers plugins that ask it, in the browser and on the server.',
						'shop-consent'
					) }
					checked={ settings.wp_consent_api }
					onChange={ ( value ) => set( 'wp_consent_api', value ) }
				/>
				<SelectControl
					label={ __( 'Order attribution category', 'shop-consent' ) }
					help={ __(
						'WooCommerce records where an order came from only when this category is allowed. Its sbjs_* cookies belong to the same category: they are deleted when it is refused.',
						'shop-consent'
					) }
					value={ settings.attribution_category }
					options={ [
						{ value: 'thirdparty', label: labels.thirdparty },
						{ value: 'advanced', label: labels.advanced },
					] }
					onChange={ ( value: string ) =>
						set( 'attribution_category', value as OptionalCategory )
					}
				/>
			</fieldset>
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Server', 'shop-consent' ) }</legend>
				<CookiePatternsControl
					label={ __( 'Trusted proxies', 'shop-consent' ) }
					help={ __(
						'Addresses or ranges (e.g. 10.0.0.0/8, 2001:db8::/32) of proxies or load balancers in front of the site, separated by commas.',
						'shop-consent'
					) }
					value={ settings.trusted_proxies }
					onChange={ ( value ) => set( 'trusted_proxies', value ) }
				/>
				<TextControl
					label={ __( 'Client address header', 'shop-consent' ) }
					help={ __(
						'The one header these proxies write the visitor’s address into (e.g. X-Forwarded-For, Forwarded, CF-Connecting-IP), read for the rate limits of public requests only when a trusted proxy sends the request. Empty: no header is read. Both apply to every plugin of the bundle and the Shop Theme (payments, newsletter sign-ups, comment keys).',
						'shop-consent'
					) }
					value={ settings.trusted_header }
					onChange={ ( value ) =>
						set( 'trusted_header', value.trim() )
					}
				/>
			</fieldset>
		</div>
	);
}
