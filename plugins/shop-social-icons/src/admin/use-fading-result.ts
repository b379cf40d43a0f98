/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * External dependencies
 */
import type { SaveResult } from '@shop-bundle/admin-settings/types';

/** The spec: a tab's success or error message fades after 5 seconds. */
export const MESSAGE_VISIBLE_MS = 5000;

/** How long the fade itself takes (settings-screen.scss draws it) before the message is removed. */
export const MESSAGE_FADE_MS = 400;

/**
 * Starts a save message's fade once it has been shown for 5 s and removes it when the fade has run. A new result
 * starts the count again.
 *
 * @param result  The last save's outcome.
 * @param dismiss Removes the message.
 * @return Whether the message is fading now.
 */
export function useFadingResult(
	result: SaveResult,
	dismiss: () => void
): boolean {
	const [ fading, setFading ] = useState( false );

	useEffect( () => {
		setFading( false );
		if ( result.status === 'idle' ) {
			return;
		}
		let removal: ReturnType< typeof setTimeout > | undefined;
		const fade = setTimeout( () => {
			setFading( true );
			removal = setTimeout( () => {
				setFading( false );
				dismiss();
			}, MESSAGE_FADE_MS );
		}, MESSAGE_VISIBLE_MS );
		return () => {
			clearTimeout( fade );
			clearTimeout( removal );
		};
	}, [ result, dismiss ] );

	return fading;
}
