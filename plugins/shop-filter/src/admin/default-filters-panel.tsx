/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	SelectControl,
} from '@wordpress/components';
import { useLayoutEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { moveAt } from '../facets/facet-order';
import { defaultType, fixedFacets } from '../facets/facet-options';
import { MORE_LIMIT, MoreLimitControl } from '../facets/more-limit-control';
import { useAttributeFacets } from '../facets/use-attribute-facets';
import { DefaultFilterRow } from './default-filter-row';
import type { DefaultFacet, DefaultFilters } from './types';

export interface DefaultFiltersPanelProps {
	value: DefaultFilters;
	onChange: ( next: DefaultFilters ) => void;
}

/**
 * "Default filters": the facets the shop's sidebar, a bare `[shop_filter]` or `[woof]` and a block with none chosen
 * show, in order, each with its display type, and the more/less limit. Every change is said in a polite live
 * region; after a move the focus stays on the button that moved the facet.
 *
 * @param props          Panel props.
 * @param props.value    The setting.
 * @param props.onChange Takes the changed setting (saved with the screen's button).
 */
export function DefaultFiltersPanel( {
	value,
	onChange,
}: DefaultFiltersPanelProps ) {
	const options = [ ...fixedFacets(), ...useAttributeFacets() ];
	const labelOf = ( key: string ) =>
		options.find( ( option ) => option.key === key )?.label ?? key;
	const { facets } = value;
	const available = options.filter(
		( option ) => ! facets.some( ( item ) => item.facet === option.key )
	);
	const [ chosen, setChosen ] = useState( '' );
	const toAdd = available.some( ( option ) => option.key === chosen )
		? chosen
		: ( available[ 0 ]?.key ?? '' );
	const [ announcement, setAnnouncement ] = useState( '' );
	const list = useRef< HTMLOListElement >( null );
	const focusAfter = useRef< { facet: string; move: string } | null >( null );

	useLayoutEffect( () => {
		const target = focusAfter.current;
		focusAfter.current = null;
		if ( target ) {
			list.current
				?.querySelector< HTMLElement >(
					`[data-facet="${ target.facet }"] [data-move="${ target.move }"]`
				)
				?.focus();
		}
	}, [ facets ] );

	const setFacets = ( next: DefaultFacet[], message: string ) => {
		onChange( { ...value, facets: next } );
		setAnnouncement( message );
	};
	const move = ( index: number, step: -1 | 1 ) => {
		const item = facets[ index ];
		focusAfter.current = {
			facet: item.facet,
			move: step < 0 ? 'up' : 'down',
		};
		const next = moveAt( facets, index, step );
		setFacets(
			next,
			sprintf(
				/* translators: 1: a filter's name, 2: its new position, 3: how many filters there are */
				__( '%1$s moved to position %2$d of %3$d.', 'shop-filter' ),
				labelOf( item.facet ),
				index + step + 1,
				next.length
			)
		);
	};
	const add = () => {
		const type = defaultType( toAdd );
		const next = [
			...facets,
			{ facet: toAdd, ...( type ? { type } : {} ) },
		];
		setFacets(
			next,
			sprintf(
				/* translators: 1: a filter's name, 2: its position, 3: how many filters there are */
				__( '%1$s added at position %2$d of %3$d.', 'shop-filter' ),
				labelOf( toAdd ),
				next.length,
				next.length
			)
		);
	};

	return (
		<Card className="shop-filter-settings__card">
			<CardHeader>
				<h2>{ __( 'Default filters', 'shop-filter' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>
					{ __(
						'What the shop’s filter sidebar shows, and a filter block or [shop_filter] / [woof] shortcode that names no filters of its own.',
						'shop-filter'
					) }
				</p>
				<ol className="shop-filter-defaults" ref={ list }>
					{ facets.map( ( item, index ) => (
						<DefaultFilterRow
							key={ item.facet }
							item={ item }
							label={ labelOf( item.facet ) }
							isFirst={ index === 0 }
							isLast={ index === facets.length - 1 }
							onType={ ( type ) =>
								onChange( {
									...value,
									facets: facets.map( ( other ) =>
										other === item
											? { ...item, type }
											: other
									),
								} )
							}
							onMove={ ( step ) => move( index, step ) }
							onRemove={ () =>
								setFacets(
									facets.filter(
										( other ) => other !== item
									),
									sprintf(
										/* translators: %s: a filter's name */
										__( '%s removed.', 'shop-filter' ),
										labelOf( item.facet )
									)
								)
							}
						/>
					) ) }
				</ol>
				{ facets.length === 0 && (
					<p>
						{ __( 'No filters: forms show none.', 'shop-filter' ) }
					</p>
				) }
				{ available.length > 0 && (
					<div className="shop-filter-defaults__add">
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Add a filter', 'shop-filter' ) }
							value={ toAdd }
							options={ available.map( ( option ) => ( {
								value: option.key,
								label: option.label,
							} ) ) }
							onChange={ setChosen }
						/>
						<Button variant="secondary" onClick={ add }>
							{ __( 'Add filter', 'shop-filter' ) }
						</Button>
					</div>
				) }
				<MoreLimitControl
					value={ value.more_limit }
					onChange={ ( limit ) =>
						onChange( {
							...value,
							more_limit: limit ?? MORE_LIMIT.min,
						} )
					}
				/>
				<div
					className="screen-reader-text"
					role="status"
					aria-live="polite"
				>
					{ announcement }
				</div>
			</CardBody>
		</Card>
	);
}
