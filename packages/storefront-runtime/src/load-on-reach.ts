/**
 * Loads a script a page needs only once a visitor reaches for what it drives (points at it, tabs to it, touches it),
 * so a visitor who only reads downloads none of it. Meant to be printed inline, after the markup it watches: it holds
 * the clicks and submits a visitor makes before the script has run and gives them to it once it has, so nothing a
 * visitor does is lost or acts differently.
 */

/**
 * Internal dependencies
 */
import { onFirstReach, replayReach } from './first-reach';

/** A script file as WordPress prints it: `<handle>-js` and its address. */
export interface ReachScript {
	id: string;
	src: string;
}

export interface ReachLoad {
	/** What the visitor reaches. */
	reach: string;
	/** Elements in it whose clicks wait for the scripts (those that do nothing, or something else, without them). */
	clicks?: string;
	/** Forms in it whose submits wait for the scripts (they would be sent without them, as a page load). */
	forms?: string;
	/** The scripts, run in this order (a file already in the page is not added again). */
	scripts: ReachScript[];
}

/**
 * Adds the scripts to the page in order; resolves once the last has run or failed.
 *
 * @param doc     The document.
 * @param scripts The scripts.
 */
export function addScripts(
	doc: Document,
	scripts: ReachScript[]
): Promise< void > {
	const added = scripts
		.filter( ( { id } ) => ! doc.getElementById( id ) )
		.map( ( { id, src } ) => {
			const script = doc.createElement( 'script' );
			script.id = id;
			script.src = src;
			// Run in the order given, as the parser would have.
			script.async = false;
			return script;
		} );
	const last = added[ added.length - 1 ];
	const done = last
		? new Promise< void >( ( resolve ) => {
				last.addEventListener( 'load', () => resolve() );
				last.addEventListener( 'error', () => resolve() );
			} )
		: Promise.resolve();
	added.forEach( ( script ) => doc.body.appendChild( script ) );
	return done;
}

/**
 * Watches the page: the scripts load on the first reach, or on a click or submit that waits for them.
 *
 * @param doc  The document.
 * @param load What to load, and for what.
 * @return Resolves once the scripts have run and what was held was given to them.
 */
export function loadOnReach( doc: Document, load: ReachLoad ): Promise< void > {
	let started = false;
	let reachedBy: Event | null = null;
	const held: Array< () => void > = [];
	let resolve: () => void = () => {};
	const finished = new Promise< void >( ( done ) => ( resolve = done ) );

	const hold = ( event: Event ) => {
		const target = event.target instanceof Element ? event.target : null;
		const selector = event.type === 'submit' ? load.forms : load.clicks;
		const element = selector ? target?.closest( selector ) : null;
		if ( ! element || ! element.closest( load.reach ) ) {
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		held.push(
			element instanceof HTMLFormElement
				? () => element.requestSubmit()
				: () => ( element as HTMLElement ).click()
		);
		start( null );
	};

	const start = ( event: Event | null ) => {
		reachedBy ??= event;
		if ( started ) {
			return;
		}
		started = true;
		addScripts( doc, load.scripts ).then( () => {
			doc.removeEventListener( 'click', hold, true );
			doc.removeEventListener( 'submit', hold, true );
			// What the scripts listen for themselves: the reach (a tooltip under the pointer), then what was held.
			if ( reachedBy ) {
				replayReach( doc, reachedBy );
			}
			held.splice( 0 ).forEach( ( replay ) => replay() );
			resolve();
		} );
	};

	// Capture: before anything else on the page sees the event.
	doc.addEventListener( 'click', hold, true );
	doc.addEventListener( 'submit', hold, true );
	onFirstReach( doc, load.reach, start );
	return finished;
}
