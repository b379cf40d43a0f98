/**
 * WordPress dependencies
 */
import { Button, SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { typeOptions } from '../facets/facet-options';
import type { DefaultFacet } from './types';

export interface DefaultFilterRowProps {
	item: DefaultFacet;
	label: string;
	isFirst: boolean;
	isLast: boolean;
	onType: ( type: string ) => void;
	onMove: ( step: -1 | 1 ) => void;
	onRemove: () => void;
}

/**
 * One facet of the default filters: its name, its display type (for kinds that have several), move up, move down
 * and remove. Each button names the facet, so a screen reader hears which one it acts on; a button at an end stays
 * focusable (aria-disabled), so focus is not lost when a facet reaches the top or the bottom.
 *
 * @param props          Row props.
 * @param props.item
 * @param props.label
 * @param props.isFirst
 * @param props.isLast
 * @param props.onType
 * @param props.onMove
 * @param props.onRemove
 */
export function DefaultFilterRow( {
	item,
	label,
	isFirst,
	isLast,
	onType,
	onMove,
	onRemove,
}: DefaultFilterRowProps ) {
	const types = typeOptions( item.facet );
	const moves = [
		{
			direction: 'up',
			icon: 'arrow-up-alt2' as const,
			step: -1 as const,
			atEnd: isFirst,
			label: sprintf(
				/* translators: %s: a filter's name */
				__( 'Move %s up', 'shop-filter' ),
				label
			),
		},
		{
			direction: 'down',
			icon: 'arrow-down-alt2' as const,
			step: 1 as const,
			atEnd: isLast,
			label: sprintf(
				/* translators: %s: a filter's name */
				__( 'Move %s down', 'shop-filter' ),
				label
			),
		},
	];
	return (
		<li className="shop-filter-defaults__row" data-facet={ item.facet }>
			<span className="shop-filter-defaults__name">{ label }</span>
			{ types.length > 0 && (
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ sprintf(
						/* translators: %s: a filter's name, e.g. Colour */
						__( 'Show %s as', 'shop-filter' ),
						label
					) }
					hideLabelFromVision
					value={ item.type ?? types[ 0 ].value }
					options={ types }
					onChange={ onType }
				/>
			) }
			{ moves.map( ( move ) => (
				<Button
					key={ move.direction }
					size="small"
					icon={ move.icon }
					data-move={ move.direction }
					label={ move.label }
					disabled={ move.atEnd }
					accessibleWhenDisabled
					onClick={ () => ! move.atEnd && onMove( move.step ) }
				/>
			) ) }
			<Button
				size="small"
				icon="no-alt"
				isDestructive
				label={ sprintf(
					/* translators: %s: a filter's name */
					__( 'Remove %s', 'shop-filter' ),
					label
				) }
				onClick={ onRemove }
			/>
		</li>
	);
}
