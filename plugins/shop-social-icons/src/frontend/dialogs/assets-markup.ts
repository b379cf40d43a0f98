/**
 * Internal dependencies
 */
import type { Assets } from './types';

/**
 * The tags of an on-demand handle's files, for the runtime's script injector: stylesheets, then `content` (the
 * popup's dialog, with page-cache compatibility), then scripts, each under the id WordPress gives it, so a file
 * the page has already is skipped. Built as elements, so addresses are escaped by the DOM.
 *
 * @param doc     The page.
 * @param assets  The files.
 * @param content Markup to put between the stylesheets and the scripts.
 */
export function assetsMarkup(
	doc: Document,
	assets: Assets,
	content = ''
): string {
	const links = assets.css.map( ( { id, href } ) => {
		const link = doc.createElement( 'link' );
		link.rel = 'stylesheet';
		link.id = id;
		link.href = href;
		return link.outerHTML;
	} );
	const scripts = assets.scripts.map( ( { id, src } ) => {
		const script = doc.createElement( 'script' );
		script.id = id;
		script.src = src;
		return script.outerHTML;
	} );
	return links.join( '' ) + content + scripts.join( '' );
}
