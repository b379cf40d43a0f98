/**
 * External dependencies
 */
import { ServerDrawnBlock } from '@shop-bundle/admin-settings/server-drawn-block';

/**
 * WordPress dependencies
 */
import { PanelBody, SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { networkList, networksText } from './networks-text';
import type { IconsAttributes } from './types';

interface EditProps {
	attributes: IconsAttributes;
	setAttributes: ( attributes: Partial< IconsAttributes > ) => void;
}

/**
 * The sidebar chooses share or follow icons and, optionally, which networks; the canvas shows what PHP renders.
 *
 * @param props               Block edit props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Updates attributes.
 */
export default function Edit( { attributes, setAttributes }: EditProps ) {
	return (
		<ServerDrawnBlock name={ metadata.name } attributes={ attributes }>
			<PanelBody title={ __( 'Icons', 'shop-social-icons' ) }>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Show', 'shop-social-icons' ) }
					value={ attributes.kind }
					options={ [
						{
							value: 'share',
							label: __(
								'Share icons for this page',
								'shop-social-icons'
							),
						},
						{
							value: 'follow',
							label: __(
								'Follow icons for the site',
								'shop-social-icons'
							),
						},
					] }
					onChange={ ( kind: string ) =>
						setAttributes( {
							kind: kind === 'follow' ? 'follow' : 'share',
						} )
					}
				/>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Networks', 'shop-social-icons' ) }
					help={ __(
						'Keys separated by commas, in order, such as facebook, x, email. Empty: the networks of Settings > Shop Social Icons.',
						'shop-social-icons'
					) }
					value={ networksText( attributes.networks ) }
					onChange={ ( text: string ) =>
						setAttributes( { networks: networkList( text ) } )
					}
				/>
			</PanelBody>
		</ServerDrawnBlock>
	);
}
