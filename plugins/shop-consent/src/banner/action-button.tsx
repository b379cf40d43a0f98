/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

interface ActionButtonProps {
	onClick: () => void;
	children: ReactNode;
	/** The one action a view suggests; every other button looks the same, so reject is as easy as accept. */
	primary?: boolean;
	/** Takes focus when it appears or when this turns true. */
	focused?: boolean;
}

/**
 * A button of the banner or the settings modal.
 *
 * @param props          Props.
 * @param props.onClick
 * @param props.children
 * @param props.primary
 * @param props.focused
 * @return The button.
 */
export function ActionButton( {
	onClick,
	children,
	primary,
	focused,
}: ActionButtonProps ) {
	const ref = useRef< HTMLButtonElement >( null );
	useEffect( () => {
		if ( focused ) {
			ref.current?.focus();
		}
	}, [ focused ] );
	return (
		<button
			ref={ ref }
			type="button"
			className={ `shop-consent-button${
				primary ? ' shop-consent-button-primary' : ''
			}` }
			onClick={ onClick }
		>
			{ children }
		</button>
	);
}
