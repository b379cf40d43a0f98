/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import ServerSideRender from '@wordpress/server-side-render';

export interface ServerDrawnBlockProps {
	/** The block's name (its block.json's `name`). */
	name: string;
	/** The block's attributes, as the editor holds them. */
	attributes: object;
	/** The block's sidebar (its panels). */
	children: ReactNode;
}

/**
 * A dynamic block's edit: its sidebar, and on the canvas what its PHP renders for the attributes being edited,
 * inside the block's wrapper, so the editor shows the markup the storefront gets instead of a second copy drawn in
 * React.
 *
 * @param props            The block.
 * @param props.name       Its name.
 * @param props.attributes Its attributes.
 * @param props.children   Its sidebar.
 */
export function ServerDrawnBlock( {
	name,
	attributes,
	children,
}: ServerDrawnBlockProps ) {
	return (
		<>
			<InspectorControls>{ children }</InspectorControls>
			<div { ...useBlockProps() }>
				<ServerSideRender
					block={ name }
					attributes={ { ...attributes } }
				/>
			</div>
		</>
	);
}
