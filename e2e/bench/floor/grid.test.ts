import { describe, expect, it } from 'vitest';
import { cardHtml, floorCard, floorGridHtml } from './grid';

describe('the floor grid', () => {
  it("draws the big shelf's products as the pricing bench fills them", () => {
    expect(floorCard(1)).toEqual({
      name: 'Toor Dal 1',
      lines: [
        { size: '500 g', netPrice: 50, mrp: 51, available: true },
        { size: '1 kg', netPrice: 101, mrp: 102, available: true },
      ],
      availability: 'all',
    });
    // A multiple of 7: the selling price is the MRP (no MRP shown); of 9: unavailable.
    expect(floorCard(63)).toEqual({
      name: 'Tea 63',
      lines: [
        { size: '500 g', netPrice: 113, mrp: null, available: false },
        { size: '1 kg', netPrice: 226, mrp: null, available: false },
      ],
      availability: 'none',
    });
  });

  it("writes a card in the pricing card's markup", () => {
    const html = cardHtml(floorCard(1));
    expect(html).toContain('<li class="cell"><article class="card wide-card">');
    expect(html).toContain('<span class="letter" aria-hidden="true">T</span>');
    expect(html).toContain('<h2 class="name"><button type="button" class="open">Toor Dal 1</button></h2>');
    expect(html).toContain('<span class="net">₹50</span><s class="mrp" aria-hidden="true">₹51</s><span class="sr-only">MRP ₹51</span>');
    expect(html).toContain('<p class="status all">Available</p>');
    expect(cardHtml(floorCard(63))).toContain('class="card wide-card card-off"');
    expect(cardHtml(floorCard(63))).toContain(
      '<li class="line line-off"><span class="size">500 g</span><span class="prices"><span class="net">₹113</span></span></li>',
    );
  });

  it('puts every card in the page, with no script', () => {
    const html = floorGridHtml();
    expect(html.match(/<li class="cell">/g)).toHaveLength(500);
    expect(html).toContain('500 products');
    expect(html).not.toContain('<script');
    expect(floorGridHtml(3).match(/<li class="cell">/g)).toHaveLength(3);
  });
});
