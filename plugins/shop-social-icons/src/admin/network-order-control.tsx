/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { moveItem, moveItemTo } from './move-item';
import { NetworkIcon } from './network-icon';
import { useDragReorder } from './use-drag-reorder';
import type { NetworkChoice } from './types';

export interface NetworkOrderControlProps {
	/** The group's name, e.g. "Share icons". */
	legend: string;
	/** Every network that may be chosen, in catalogue order. */
	choices: NetworkChoice[];
	/** The chosen networks, in the order they show. */
	value: string[];
	onChange: ( value: string[] ) => void;
}

type Action = 'up' | 'down';

/**
 * Chooses networks and orders them, each shown with its icon: by dragging a network onto another's place, or with
 * buttons that do everything from the keyboard (move up, move down, remove; the others can be added at the end).
 * After a move the focus stays on the button pressed and a polite message says where the network went.
 *
 * @param props          Component props.
 * @param props.legend   The group's name.
 * @param props.choices  The networks on offer.
 * @param props.value    The chosen networks, in order.
 * @param props.onChange Receives the new list.
 */
export function NetworkOrderControl( {
	legend,
	choices,
	value,
	onChange,
}: NetworkOrderControlProps ) {
	const list = useRef< HTMLOListElement >( null );
	const [ focus, setFocus ] = useState< { key: string; action: Action } >();
	const [ announcement, setAnnouncement ] = useState( '' );
	const name = ( key: string ) =>
		choices.find( ( choice ) => choice.key === key )?.label ?? key;
	const available = choices.filter(
		( choice ) => ! value.includes( choice.key )
	);

	useEffect( () => {
		if ( focus ) {
			list.current
				?.querySelector< HTMLElement >(
					`[data-network="${ focus.key }"][data-action="${ focus.action }"]`
				)
				?.focus();
		}
	}, [ focus, value ] );

	const announceMove = ( key: string, moved: string[] ) =>
		setAnnouncement(
			sprintf(
				/* translators: 1: a network's name, 2: its new position, 3: how many are chosen. */
				__(
					'%1$s moved to position %2$d of %3$d.',
					'shop-social-icons'
				),
				name( key ),
				moved.indexOf( key ) + 1,
				moved.length
			)
		);
	const move = ( index: number, action: Action ) => {
		const moved = moveItem( value, index, action === 'up' ? -1 : 1 );
		onChange( moved );
		setFocus( { key: value[ index ], action } );
		announceMove( value[ index ], moved );
	};
	const dragItem = useDragReorder( ( from, to ) => {
		const moved = moveItemTo( value, from, to );
		onChange( moved );
		announceMove( value[ from ], moved );
	} );

	return (
		<fieldset className="shop-social-icons-networks">
			<legend>{ legend }</legend>
			{ value.length === 0 && (
				<p>{ __( 'None chosen.', 'shop-social-icons' ) }</p>
			) }
			<ol ref={ list } aria-label={ legend }>
				{ value.map( ( key, index ) => (
					<li
						key={ key }
						className="shop-social-icons-networks__item"
						{ ...dragItem( index ) }
					>
						<NetworkIcon network={ key } />
						<span className="shop-social-icons-networks__name">
							{ name( key ) }
						</span>
						<Button
							size="small"
							variant="tertiary"
							data-network={ key }
							data-action="up"
							disabled={ index === 0 }
							accessibleWhenDisabled
							aria-label={ sprintf(
								/* translators: %s: a network's name. */
								__( 'Move %s up', 'shop-social-icons' ),
								name( key )
							) }
							onClick={ () => move( index, 'up' ) }
						>
							{ __( 'Up', 'shop-social-icons' ) }
						</Button>
						<Button
							size="small"
							variant="tertiary"
							data-network={ key }
							data-action="down"
							disabled={ index === value.length - 1 }
							accessibleWhenDisabled
							aria-label={ sprintf(
								/* translators: %s: a network's name. */
								__( 'Move %s down', 'shop-social-icons' ),
								name( key )
							) }
							onClick={ () => move( index, 'down' ) }
						>
							{ __( 'Down', 'shop-social-icons' ) }
						</Button>
						<Button
							size="small"
							variant="tertiary"
							isDestructive
							aria-label={ sprintf(
								/* translators: %s: a network's name. */
								__( 'Remove %s', 'shop-social-icons' ),
								name( key )
							) }
							onClick={ () => {
								onChange( value.filter( ( k ) => k !== key ) );
								setAnnouncement(
									sprintf(
										/* translators: %s: a network's name. */
										__(
											'%s removed.',
											'shop-social-icons'
										),
										name( key )
									)
								);
							} }
						>
							{ __( 'Remove', 'shop-social-icons' ) }
						</Button>
					</li>
				) ) }
			</ol>
			{ available.length > 0 && (
				<div className="shop-social-icons-networks__add">
					<span>{ __( 'Add:', 'shop-social-icons' ) }</span>
					{ available.map( ( choice ) => (
						<Button
							key={ choice.key }
							size="small"
							variant="secondary"
							aria-label={ sprintf(
								/* translators: %s: a network's name. */
								__( 'Add %s', 'shop-social-icons' ),
								choice.label
							) }
							onClick={ () => {
								onChange( [ ...value, choice.key ] );
								setAnnouncement(
									sprintf(
										/* translators: %s: a network's name. */
										__(
											'%s added at the end.',
											'shop-social-icons'
										),
										choice.label
									)
								);
							} }
						>
							{ choice.label }
						</Button>
					) ) }
				</div>
			) }
			<div className="screen-reader-text" aria-live="polite">
				{ announcement }
			</div>
		</fieldset>
	);
}
