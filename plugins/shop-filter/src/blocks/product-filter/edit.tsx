/**
 * External dependencies
 */
import { ServerDrawnBlock } from '@shop-bundle/admin-settings/server-drawn-block';

/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { moveFacet, toggleFacet } from '../../facets/facet-order';
import { fixedFacets, typeOptions } from '../../facets/facet-options';
import { MoreLimitControl } from '../../facets/more-limit-control';
import { invalidPriceRanges } from '../../facets/price-ranges';
import { useAttributeFacets } from '../../facets/use-attribute-facets';
import type { ProductFilterAttributes } from './types';

interface EditProps {
	attributes: ProductFilterAttributes;
	setAttributes: ( attributes: Partial< ProductFilterAttributes > ) => void;
}

/**
 * The sidebar chooses the facets, their order and display types; the canvas shows the form PHP renders.
 *
 * @param props               Block edit props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Updates attributes.
 */
export default function Edit( { attributes, setAttributes }: EditProps ) {
	const options = [ ...fixedFacets(), ...useAttributeFacets() ];
	const { facets, types, tips } = attributes;
	const labelOf = ( key: string ) =>
		options.find( ( option ) => option.key === key )?.label ?? key;
	return (
		<ServerDrawnBlock name={ metadata.name } attributes={ attributes }>
			<PanelBody title={ __( 'Filters', 'shop-filter' ) }>
				{ facets.length === 0 && (
					<p>
						{ __(
							'None chosen: the block shows the default filters of WooCommerce > Shop Filter.',
							'shop-filter'
						) }
					</p>
				) }
				{ options.map( ( option ) => (
					<CheckboxControl
						key={ option.key }
						__nextHasNoMarginBottom
						label={ option.label }
						checked={ facets.includes( option.key ) }
						onChange={ ( on: boolean ) =>
							setAttributes( {
								facets: toggleFacet( facets, option.key, on ),
							} )
						}
					/>
				) ) }
			</PanelBody>
			<PanelBody title={ __( 'Order and display', 'shop-filter' ) }>
				{ facets.map( ( key, index ) => (
					<div key={ key } className="shop-filter-edit__row">
						<strong>{ labelOf( key ) }</strong>
						<Button
							size="small"
							disabled={ index === 0 }
							label={ __( 'Move up', 'shop-filter' ) }
							icon="arrow-up-alt2"
							onClick={ () =>
								setAttributes( {
									facets: moveFacet( facets, key, -1 ),
								} )
							}
						/>
						<Button
							size="small"
							disabled={ index === facets.length - 1 }
							label={ __( 'Move down', 'shop-filter' ) }
							icon="arrow-down-alt2"
							onClick={ () =>
								setAttributes( {
									facets: moveFacet( facets, key, 1 ),
								} )
							}
						/>
						{ typeOptions( key ).length > 0 && (
							<SelectControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __( 'Display as', 'shop-filter' ) }
								value={
									types[ key ] ??
									typeOptions( key )[ 0 ].value
								}
								options={ typeOptions( key ) }
								onChange={ ( type: string ) =>
									setAttributes( {
										types: { ...types, [ key ]: type },
									} )
								}
							/>
						) }
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Tooltip', 'shop-filter' ) }
							help={ __(
								'Shown by an “i” button beside the title; empty for none.',
								'shop-filter'
							) }
							value={ tips[ key ] ?? '' }
							onChange={ ( text: string ) =>
								setAttributes( {
									tips: { ...tips, [ key ]: text },
								} )
							}
						/>
					</div>
				) ) }
				{ ( types.price ?? '' ).startsWith( 'ranges' ) && (
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Price ranges', 'shop-filter' ) }
						help={
							invalidPriceRanges( attributes.priceRanges )
								? __(
										'Write ranges as from–to, separated by commas, such as 0–25,25–50: the form leaves out the others (and shows the default ranges when none is left).',
										'shop-filter'
									)
								: __(
										'From-to in shop prices, separated by commas.',
										'shop-filter'
									)
						}
						value={ attributes.priceRanges }
						onChange={ ( value: string ) =>
							setAttributes( { priceRanges: value } )
						}
					/>
				) }
				<MoreLimitControl
					help={ __(
						'Empty: the limit of the default filters (WooCommerce > Shop Filter).',
						'shop-filter'
					) }
					value={ attributes.moreLimit || undefined }
					allowReset
					onChange={ ( value ) =>
						setAttributes( { moreLimit: value ?? 0 } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Load the form on a “Start filtering” press',
						'shop-filter'
					) }
					checked={ attributes.startButton }
					onChange={ ( on: boolean ) =>
						setAttributes( { startButton: on } )
					}
				/>
			</PanelBody>
		</ServerDrawnBlock>
	);
}
