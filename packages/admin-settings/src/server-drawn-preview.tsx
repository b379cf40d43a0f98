/**
 * Internal dependencies
 */
import { useServerDrawing } from './use-server-drawing';

export interface ServerDrawnPreviewProps {
	/** The settings being edited, as the drawing route's query; a change asks again. */
	query: string;
	/** Asks the route for a query's markup. */
	draw: ( query: string ) => Promise< string >;
	/** The message when a failure carries none, translated by the caller. */
	failed: string;
	/** The figure's caption ("Preview"), translated by the caller. */
	caption: string;
	/** Where the caption stands: above the drawing (default) or below it. */
	captionBelow?: boolean;
	/** The figure's class; the drawing's box is `<className>__page`, the error `<className>__error`. */
	className: string;
	/** The drawing's box, for tests. */
	testId: string;
}

/**
 * An admin preview of a storefront component, drawn by the component's own PHP (`useServerDrawing`) and styled by
 * the storefront's stylesheets, inside a box that stands for the page. Inert: the drawing's buttons and links are
 * not controls of the screen. The markup is the server's, every value escaped or filtered there.
 *
 * @param props The drawing's route and the texts.
 */
export function ServerDrawnPreview( props: ServerDrawnPreviewProps ) {
	const { query, draw, failed, caption, captionBelow, className, testId } =
		props;
	const { markup, busy, error } = useServerDrawing( query, draw, failed );
	const figcaption = <figcaption>{ caption }</figcaption>;

	return (
		<figure className={ className }>
			{ ! captionBelow && figcaption }
			<div
				className={ `${ className }__page` }
				data-testid={ testId }
				aria-busy={ busy }
				ref={ ( element ) => element?.setAttribute( 'inert', '' ) }
				dangerouslySetInnerHTML={ { __html: markup } }
			/>
			{ error && <p className={ `${ className }__error` }>{ error }</p> }
			{ captionBelow && figcaption }
		</figure>
	);
}
