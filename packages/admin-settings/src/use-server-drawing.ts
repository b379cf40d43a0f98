/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useRestResource } from './use-rest-resource';

/** Wait after the last change before the server is asked to draw again. */
export const DRAWING_DELAY_MS = 250;

/** What a preview shows of the server's drawing. */
export interface ServerDrawing {
	/** The last markup drawn ('' before the first answer). */
	markup: string;
	/** A drawing is being asked for. */
	busy: boolean;
	/** Why the last drawing failed, else undefined. */
	error?: string;
}

/**
 * Markup the server draws for the settings being edited (an admin preview of a storefront component, drawn by the
 * component's own PHP): asked once `query` has not changed for DRAWING_DELAY_MS, answers to superseded queries
 * dropped. The last drawing stays while the next one is asked for, and when it fails, so typing does not blink.
 *
 * @param query  The settings being edited, as the route's query; a change asks again.
 * @param draw   Asks the route for a query's markup.
 * @param failed The message when the failure carries none.
 */
export function useServerDrawing(
	query: string,
	draw: ( query: string ) => Promise< string >,
	failed: string
): ServerDrawing {
	const [ asked, setAsked ] = useState( query );
	useEffect( () => {
		const timer = setTimeout( () => setAsked( query ), DRAWING_DELAY_MS );
		return () => clearTimeout( timer );
	}, [ query ] );
	const load = useCallback( () => draw( asked ), [ draw, asked ] );
	const { resource } = useRestResource( load, failed );
	const drawn = useRef( '' );
	if ( resource.status === 'done' ) {
		drawn.current = resource.data;
	}
	return {
		markup: drawn.current,
		busy: resource.status === 'loading',
		error: resource.status === 'error' ? resource.message : undefined,
	};
}
