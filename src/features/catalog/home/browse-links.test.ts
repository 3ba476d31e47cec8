import { describe, expect, it } from 'vitest';
import { browseLinks, isCurrentBrowseLink, marketBrowseLinks } from './browse-links';
import { homeRowInfo } from './listing-rows';

describe('the browse links', () => {
  it('name each place once: one label per destination and one destination per label', () => {
    expect(new Set(browseLinks.map((link) => link.to)).size).toBe(browseLinks.length);
    expect(new Set(browseLinks.map((link) => link.label.message)).size).toBe(browseLinks.length);
  });

  it('are current only on exactly their page', () => {
    const [home, auctions] = browseLinks;
    expect(isCurrentBrowseLink(home!, '/', '')).toBe(true);
    expect(isCurrentBrowseLink(home!, '/market', '?type=2')).toBe(false);
    expect(isCurrentBrowseLink(auctions!, '/market', '?type=2')).toBe(true);
    expect(isCurrentBrowseLink(auctions!, '/market/', '?type=2')).toBe(true);
    expect(isCurrentBrowseLink(auctions!, '/market', '?type=2&key=psa')).toBe(false);
    expect(isCurrentBrowseLink(auctions!, '/market', '')).toBe(false);
  });

  it("send the home rows' \"See all\" to the market with the row's order", () => {
    expect(homeRowInfo.ending.more).toBe('/market?type=2&sort=1');
    expect(homeRowInfo.bids.more).toBe('/market?type=2&sort=4');
    expect(homeRowInfo.new.more).toBe('/market?sort=3');
    expect(marketBrowseLinks.map((link) => link.to)).toEqual(['/market?type=2', '/market?type=1']);
  });
});
