/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	CheckboxControl,
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import { moveFacet, toggleFacet } from './facet-order';
import { invalidPriceRanges } from './price-ranges';
import type { FacetOption, ProductFilterAttributes } from './types';
import { useAttributeFacets } from './use-attribute-facets';

interface EditProps {
	attributes: ProductFilterAttributes;
	setAttributes: ( attributes: Partial< ProductFilterAttributes > ) => void;
}

const FIXED: FacetOption[] = [
	{ key: 'product_cat', label: __( 'Categories', 'shop-filter' ) },
	{ key: 'product_tag', label: __( 'Tags', 'shop-filter' ) },
	{ key: 'price', label: __( 'Price', 'shop-filter' ) },
	{ key: 'rating', label: __( 'Rating', 'shop-filter' ) },
	{ key: 'stock', label: __( 'In stock only', 'shop-filter' ) },
	{ key: 'on_sale', label: __( 'On sale', 'shop-filter' ) },
	{ key: 'orderby', label: __( 'Sort order', 'shop-filter' ) },
	{ key: 'per_page', label: __( 'Products per page', 'shop-filter' ) },
	{ key: 'sku', label: __( 'SKU search', 'shop-filter' ) },
];

const TERM_TYPES = [
	{ value: 'checkbox', label: __( 'Checkboxes', 'shop-filter' ) },
	{ value: 'radio', label: __( 'Radio buttons', 'shop-filter' ) },
	{ value: 'select', label: __( 'Dropdown', 'shop-filter' ) },
	{ value: 'multiselect', label: __( 'Multiple select', 'shop-filter' ) },
	{ value: 'swatch', label: __( 'Colour swatches', 'shop-filter' ) },
];

const PRICE_TYPES = [
	{ value: 'slider', label: __( 'Slider', 'shop-filter' ) },
	{ value: 'text', label: __( 'Number boxes', 'shop-filter' ) },
	{
		value: 'ranges-select',
		label: __( 'Ranges in a dropdown', 'shop-filter' ),
	},
	{
		value: 'ranges-radio',
		label: __( 'Ranges as radio buttons', 'shop-filter' ),
	},
];

/**
 * The sidebar chooses the facets, their order and display types; the canvas shows the form PHP renders.
 *
 * @param props               Block edit props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Updates attributes.
 */
export default function Edit( { attributes, setAttributes }: EditProps ) {
	const options = [ ...FIXED, ...useAttributeFacets() ];
	const { facets, types, tips } = attributes;
	const labelOf = ( key: string ) =>
		options.find( ( option ) => option.key === key )?.label ?? key;
	return (
		<>
			<InspectorControls>
				<PanelBody title={ __( 'Filters', 'shop-filter' ) }>
					{ options.map( ( option ) => (
						<CheckboxControl
							key={ option.key }
							__nextHasNoMarginBottom
							label={ option.label }
							checked={ facets.includes( option.key ) }
							onChange={ ( on: boolean ) =>
								setAttributes( {
									facets: toggleFacet(
										facets,
										option.key,
										on
									),
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
							{ ( key === 'price' ||
								key.startsWith( 'pa_' ) ||
								key.startsWith( 'product_' ) ) && (
								<SelectControl
									__nextHasNoMarginBottom
									__next40pxDefaultSize
									label={ __( 'Display as', 'shop-filter' ) }
									value={
										types[ key ] ??
										( key === 'price'
											? 'slider'
											: 'checkbox' )
									}
									options={
										key === 'price'
											? PRICE_TYPES
											: TERM_TYPES
									}
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
					<RangeControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __(
							'Terms shown before “Show more”',
							'shop-filter'
						) }
						value={ attributes.moreLimit }
						min={ 1 }
						max={ 30 }
						onChange={ ( value?: number ) =>
							setAttributes( { moreLimit: value ?? 6 } )
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
			</InspectorControls>
			<div { ...useBlockProps() }>
				<ServerSideRender
					block={ metadata.name }
					attributes={ { ...attributes } }
				/>
			</div>
		</>
	);
}
