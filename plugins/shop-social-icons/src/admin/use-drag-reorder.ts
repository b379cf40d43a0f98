/**
 * External dependencies
 */
import type { DragEvent } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/** What an item of a reorderable list gets: the browser's native drag and drop, and its state for the styles. */
export interface DragItemProps {
	draggable: true;
	onDragStart: ( event: DragEvent ) => void;
	onDragOver: ( event: DragEvent ) => void;
	onDrop: ( event: DragEvent ) => void;
	onDragEnd: () => void;
	'data-dragging'?: true;
	'data-drop-target'?: true;
}

/**
 * Reordering by the browser's own (HTML) drag and drop, no library: an item is picked up, the item it is dropped on
 * gives its place. The keyboard's way stays the list's up and down buttons; this adds the mouse's.
 *
 * @param onMove Receives the dragged item's index and the index it was dropped at.
 * @return The props of the item at an index.
 */
export function useDragReorder(
	onMove: ( from: number, to: number ) => void
): ( index: number ) => DragItemProps {
	const [ dragged, setDragged ] = useState< number | null >( null );
	const [ over, setOver ] = useState< number | null >( null );
	const reset = () => {
		setDragged( null );
		setOver( null );
	};
	return ( index ) => ( {
		draggable: true,
		onDragStart: ( event ) => {
			event.dataTransfer.effectAllowed = 'move';
			// Firefox starts a drag only with data set.
			event.dataTransfer.setData( 'text/plain', String( index ) );
			setDragged( index );
		},
		onDragOver: ( event ) => {
			if ( dragged === null ) {
				return; // Not one of this list's items: no drop here.
			}
			event.preventDefault();
			event.dataTransfer.dropEffect = 'move';
			setOver( index );
		},
		onDrop: ( event ) => {
			event.preventDefault();
			if ( dragged !== null && dragged !== index ) {
				onMove( dragged, index );
			}
			reset();
		},
		onDragEnd: reset,
		...( dragged === index && { 'data-dragging': true } ),
		...( over === index &&
			dragged !== index && { 'data-drop-target': true } ),
	} );
}
