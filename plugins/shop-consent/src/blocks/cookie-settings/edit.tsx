/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CookieSettingsAttributes } from './types';

interface EditProps {
	attributes: CookieSettingsAttributes;
	setAttributes: ( attributes: Partial< CookieSettingsAttributes > ) => void;
}

/**
 * Shows the link as the storefront prints it (PHP renders it), the label editable in the sidebar.
 *
 * @param props               Block edit props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Updates attributes.
 */
export default function Edit( { attributes, setAttributes }: EditProps ) {
	const label = attributes.label || __( 'Cookie settings', 'shop-consent' );
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Link', 'shop-consent' ) }>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Label', 'shop-consent' ) }
						help={ __(
							'Opens the cookie settings on the storefront.',
							'shop-consent'
						) }
						value={ attributes.label }
						placeholder={ __( 'Cookie settings', 'shop-consent' ) }
						onChange={ ( value ) =>
							setAttributes( { label: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<p { ...useBlockProps() }>
				<a
					href="#shop-consent-settings"
					className="shop-consent-settings-link"
					onClick={ ( event ) => event.preventDefault() }
				>
					{ label }
				</a>
			</p>
		</>
	);
}
