/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

export interface ScrollableTableProps {
	/** Class of the scroll region (it sets the scrolling and the width). */
	className: string;
	/** The caption, also the name of the region. */
	caption: ReactNode;
	/** Class of the caption, e.g. screen-reader-text. */
	captionClassName?: string;
	/** The table's head, body and foot. */
	children: ReactNode;
}

/**
 * A captioned admin table (widefat striped) in a scroll region named by its caption. The region is focusable so
 * keyboard users can scroll a wide or long table; screen readers read the table as any other.
 *
 * @param props                  Component props.
 * @param props.className        Class of the region.
 * @param props.caption          The caption.
 * @param props.captionClassName Class of the caption.
 * @param props.children         Head, body and foot.
 */
export function ScrollableTable( {
	className,
	caption,
	captionClassName,
	children,
}: ScrollableTableProps ) {
	const captionId = useId();
	return (
		<div
			className={ className }
			role="region"
			aria-labelledby={ captionId }
			// Focusable so that the keyboard can scroll it.
			tabIndex={ 0 }
		>
			<table className="widefat striped">
				<caption id={ captionId } className={ captionClassName }>
					{ caption }
				</caption>
				{ children }
			</table>
		</div>
	);
}
