/**
 * External dependencies
 */
import type { ReactNode } from 'react';

interface ActionButtonProps {
	onClick: () => void;
	children: ReactNode;
	/** The one action a view suggests; every other button looks the same, so reject is as easy as accept. */
	primary?: boolean;
}

/**
 * A button of the settings modal, drawn like the bar's (src/frontend/consent-ui.scss).
 *
 * @param props          Props.
 * @param props.onClick
 * @param props.children
 * @param props.primary
 * @return The button.
 */
export function ActionButton( {
	onClick,
	children,
	primary,
}: ActionButtonProps ) {
	return (
		<button
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
