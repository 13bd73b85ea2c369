import { accessBadge } from './access-badge';

describe('the access badge', () => {
  it('names each state of the access in French', () => {
    expect(accessBadge('granted').label.defaultMessage).toBe('Accès accordé');
    expect(accessBadge('invited').label.defaultMessage).toBe('Invitation envoyée');
    expect(accessBadge('withdrawn').label.defaultMessage).toBe('Accès retiré');
    expect(accessBadge('none').label.defaultMessage).toBe('Sans compte');
  });

  it('colours a withdrawn access apart from a granted one', () => {
    expect(accessBadge('withdrawn').color).toBe('red');
    expect(accessBadge('granted').color).not.toBe(accessBadge('withdrawn').color);
  });
});
