<?php
/**
 * The demo catalogue as data: every kind of product the plugins and tests meet in a real shop.
 * Simple and variable products, sale prices, the three stock states, PNG and JPEG pictures, one without a picture.
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
			'image'      => array( array( 196, 48, 43 ), 'png' ),
			'attributes' => array( 'pa_color' => array( 'Red' ) ),
			'text'       => 'A soft ribbed beanie in organic cotton.',
		),
		array(
			'name'       => 'Leather Belt',
			'sku'        => 'belt',
			'category'   => 'Accessories',
			'price'      => '35',
			'stock'      => 'outofstock',
			'image'      => array( array( 120, 72, 40 ), 'jpeg' ),
			'attributes' => array( 'pa_color' => array( 'Black' ) ),
			'text'       => 'Full-grain leather with a brushed steel buckle.',
		),
		array(
			'name'       => 'Sunglasses',
			'sku'        => 'sunglasses',
			'category'   => 'Accessories',
			'price'      => '60',
			'stock'      => 'onbackorder',
			'image'      => array( array( 30, 30, 30 ), 'png' ),
			'text'       => 'Polarised lenses, recycled acetate frame. Ships when back in stock.',
		),
		array(
			'name'       => 'Canvas Cap',
			'sku'        => 'cap',
			'category'   => 'Accessories',
			'price'      => '18',
			'text'       => 'A cap without a picture yet: shows the placeholder image.',
		),
		array(
			'name'       => 'Logo T-Shirt',
			'sku'        => 'logo-t-shirt',
			'category'   => 'Tops',
			'price'      => '25',
			'quantity'   => 40,
			'image'      => array( array( 41, 98, 168 ), 'jpeg' ),
			'gallery'    => array( array( array( 80, 140, 200 ), 'jpeg' ), array( array( 20, 60, 120 ), 'png' ) ),
			'attributes' => array( 'pa_color' => array( 'Blue' ), 'pa_size' => array( 'S', 'M', 'L', 'XL' ) ),
			'text'       => 'Heavy cotton tee with a small printed logo.',
		),
		array(
			'name'       => 'Hoodie',
			'sku'        => 'hoodie',
			'category'   => 'Hoodies',
			'price'      => '45',
			'image'      => array( array( 56, 142, 60 ), 'png' ),
			'variations' => array( 'pa_color' => array( 'Red', 'Blue', 'Green' ), 'pa_size' => array( 'S', 'M', 'L' ) ),
			'overrides'  => array(
				'Blue'    => array( 'sale' => '39' ),
				'Green|L' => array( 'stock' => 'outofstock' ),
			),
			'text'       => 'Brushed fleece hoodie with a kangaroo pocket.',
		),
		array(
			'name'       => 'V-Neck T-Shirt',
			'sku'        => 'v-neck-t-shirt',
			'category'   => 'Tops',
			'price'      => '22',
			'image'      => array( array( 90, 90, 90 ), 'jpeg' ),
			'variations' => array( 'pa_color' => array( 'Black', 'Blue' ), 'pa_size' => array( 'S', 'M', 'L', 'XL' ) ),
			'overrides'  => array( 'Black|XL' => array( 'price' => '24' ) ),
			'text'       => 'Slim-fit v-neck in a cotton and modal blend.',
		),
		array(
			'name'       => 'Zip Hoodie',
			'sku'        => 'zip-hoodie',
			'category'   => 'Hoodies',
			'price'      => '55',
			'image'      => array( array( 20, 20, 20 ), 'png' ),
			'variations' => array( 'pa_color' => array( 'Black', 'Red' ) ),
			'attributes' => array( 'pa_size' => array( 'M', 'L' ) ),
			'overrides'  => array( 'Red' => array( 'price' => '60', 'stock' => 'onbackorder' ) ),
			'text'       => 'Full-zip hoodie; colour is a variation, sizes are listed only.',
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
