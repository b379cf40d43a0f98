<?php
/**
 * The demo catalogue as data: every kind of product the plugins and tests meet in a real shop.
 * Simple and variable products, sale prices, the three stock states, a gallery; every product has a picture drawn
 * at seed time (shop-art.php): `image` is array( kind, colour[, close-up] ).
 *
 * @return array<int, array<string, mixed>>
 */
function shop_catalog(): array {
	return array(
		array(
			'name'       => 'Classic Beanie',
			'sku'        => 'beanie',
			'category'   => 'Accessories',
			'price'      => '20',
			'sale'       => '15',
			'featured'   => true,
			'image'      => array( 'beanie', array( 196, 48, 43 ) ),
			'attributes' => array( 'pa_color' => array( 'Red' ) ),
			'short'      => 'A soft rib-knit beanie in organic cotton with a deep turn-up cuff.',
			'text'       => 'Knitted from organic cotton in a close 2×2 rib, this beanie keeps its shape through a whole winter and never itches. The double-layer cuff turns up to sit over the ears or down for a slouchier fit. One size fits most. Hand wash cold and dry flat.',
		),
		array(
			'name'       => 'Leather Belt',
			'sku'        => 'belt',
			'category'   => 'Accessories',
			'price'      => '35',
			'stock'      => 'outofstock',
			'image'      => array( 'belt', array( 120, 72, 40 ) ),
			'attributes' => array( 'pa_color' => array( 'Black' ) ),
			'short'      => 'A 35 mm full-grain leather belt with a brushed steel buckle.',
			'text'       => 'Cut from a single strip of vegetable-tanned, full-grain leather that darkens and softens with wear. The brushed steel buckle is held with screws, not rivets, so it can be swapped. Five holes, 25 mm apart; order your trouser waist size. Wipe clean and feed with a leather balm now and then.',
		),
		array(
			'name'       => 'Sunglasses',
			'sku'        => 'sunglasses',
			'category'   => 'Accessories',
			'price'      => '60',
			'stock'      => 'onbackorder',
			'image'      => array( 'sunglasses', array( 30, 30, 30 ) ),
			'short'      => 'Polarised sunglasses in a recycled acetate frame, ready to ship once back in stock.',
			'text'       => 'A classic square frame in recycled acetate with five-barrel steel hinges. The polarised grey lenses cut glare from water and roads and block 100% of UVA and UVB (category 3). Comes with a cotton pouch that doubles as a cleaning cloth. Back-ordered now: we ship as soon as the next batch arrives.',
		),
		array(
			'name'       => 'Canvas Cap',
			'sku'        => 'cap',
			'category'   => 'Accessories',
			'price'      => '18',
			'image'      => array( 'cap', array( 190, 160, 110 ) ),
			'short'      => 'A six-panel cap in washed cotton canvas with a curved peak.',
			'text'       => 'Six panels of washed cotton canvas, soft from the first wear, with embroidered eyelets and a cotton sweatband. The pre-curved peak keeps the sun out of your eyes, and a brass-buckle strap adjusts it to fit. Spot clean only; do not machine wash.',
		),
		array(
			'name'       => 'Logo T-Shirt',
			'sku'        => 'logo-t-shirt',
			'category'   => 'Tops',
			'price'      => '25',
			'quantity'   => 40,
			'image'      => array( 'logo-tee', array( 41, 98, 168 ) ),
			'gallery'    => array( array( 'tee-back', array( 41, 98, 168 ) ), array( 'logo-tee', array( 41, 98, 168 ), array( 560, 330, 420 ) ) ),
			'attributes' => array( 'pa_color' => array( 'Blue' ), 'pa_size' => array( 'S', 'M', 'L', 'XL' ) ),
			'short'      => 'A heavyweight cotton tee with our mountain logo printed on the chest.',
			'text'       => 'Made from 220 g/m² combed cotton that holds its shape and gets softer with every wash. Regular fit with a ribbed crew neck and taped shoulders; the logo is screen-printed with water-based inks. Pre-shrunk, so pick your usual size. Machine wash at 30 °C inside out.',
		),
		array(
			'name'       => 'Hoodie',
			'sku'        => 'hoodie',
			'category'   => 'Hoodies',
			'price'      => '45',
			'image'      => array( 'hoodie', array( 56, 142, 60 ) ),
			'variations' => array( 'pa_color' => array( 'Red', 'Blue', 'Green' ), 'pa_size' => array( 'S', 'M', 'L' ) ),
			'overrides'  => array(
				'Blue'    => array( 'sale' => '39' ),
				'Green|L' => array( 'stock' => 'outofstock' ),
			),
			'short'      => 'Brushed fleece hoodie with a lined hood, flat drawcords and a kangaroo pocket.',
			'text'       => 'A midweight 320 g/m² cotton fleece, brushed inside for warmth, with a double-layer hood and flat cotton drawcords. Ribbed cuffs and hem keep the relaxed fit in place. Machine wash at 30 °C and tumble dry low.',
		),
		array(
			'name'       => 'V-Neck T-Shirt',
			'sku'        => 'v-neck-t-shirt',
			'category'   => 'Tops',
			'price'      => '22',
			'image'      => array( 'v-neck-tee', array( 90, 90, 90 ) ),
			'variations' => array( 'pa_color' => array( 'Black', 'Blue' ), 'pa_size' => array( 'S', 'M', 'L', 'XL' ) ),
			'overrides'  => array( 'Black|XL' => array( 'price' => '24' ) ),
			'short'      => 'A slim-fit v-neck tee in a soft cotton and modal blend.',
			'text'       => 'A lightweight jersey of 60% cotton and 40% modal that drapes well and stays cool. Slim through the body with a narrow v-neck and a slightly longer back hem. Size up for a regular fit. Machine wash at 30 °C; do not tumble dry.',
		),
		array(
			'name'       => 'Zip Hoodie',
			'sku'        => 'zip-hoodie',
			'category'   => 'Hoodies',
			'price'      => '55',
			'image'      => array( 'zip-hoodie', array( 20, 20, 20 ) ),
			'variations' => array( 'pa_color' => array( 'Black', 'Red' ) ),
			'attributes' => array( 'pa_size' => array( 'M', 'L' ) ),
			'overrides'  => array( 'Red' => array( 'price' => '60', 'stock' => 'onbackorder' ) ),
			'short'      => 'A full-zip fleece hoodie with a metal zip and split front pockets.',
			'text'       => 'Heavyweight 360 g/m² organic cotton fleece with a two-way metal zip and a lined hood. The split kangaroo pocket keeps your hands warm either side of the zip. Relaxed fit, available in M and L. Machine wash at 30 °C, zipped up.',
		),
	);
}

/**
 * @return array<string, array<int, array{0: string, 1: int}>> Reviews by product SKU: [author, rating].
 */
function shop_reviews(): array {
	return array(
		'hoodie'         => array( array( 'Alex', 5 ), array( 'Jordan', 4 ), array( 'Casey', 5 ) ),
		'beanie'         => array( array( 'Robin', 4 ) ),
		'logo-t-shirt'   => array( array( 'Sam', 5 ), array( 'Taylor', 3 ) ),
		'v-neck-t-shirt' => array( array( 'Morgan', 4 ) ),
	);
}
