// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toFinding } from '../../../../../domain/audit/build-report';
import type { TFinding } from '../../../../../domain/audit/contract';
import { item, items, labels, message } from '../../../../../domain/audit/messages/message-params';
import { auditRule } from '../../../../../domain/audit/rules';
import { changeLanguage } from '../../../../lib/i18n';
import '../../ai-auditor-mode';
import { documentOptions, filterFindings } from './finding-filter';
import { FindingsSection } from './findings-section';
import { RecommendationList } from './recommendation-list';

const finding = (
  id: string,
  category: TFinding['category'],
  documentId: string | null,
  file: string | null,
): TFinding => ({
  id,
  category,
  title: `Bulgu ${id}`,
  description: 'Açıklama',
  iatfClause: '8.5.1.1',
  recommendation: 'Öneri',
  priority: 'high',
  documentType: 'fmea',
  ruleId: 'pfmea-detection-above-limit',
  evidence: { documentId, file, sheetOrPage: 'PFMEA', row: 12, cellText: '<b>D=9</b>' },
  source: 'rules',
});

const FINDINGS = [
  finding('f1', 'major', 'd1', 'PFMEA.xlsx'),
  finding('f2', 'minor', 'd2', 'Kontrol_Planı.xlsx'),
  finding('f3', 'major', 'd2', 'Kontrol_Planı.xlsx'),
  finding('f4', 'observation', null, null),
];

const titles = () => screen.queryAllByTestId('finding-title').map((el) => el.textContent);

afterEach(async () => {
  cleanup();
  window.history.replaceState(null, '', '/');
  await changeLanguage('tr');
});

describe('finding filters (pure)', () => {
  it.each([
    [{ category: null, document: null }, ['f1', 'f2', 'f3', 'f4']],
    [{ category: 'major', document: null }, ['f1', 'f3']],
    [{ category: null, document: 'd2' }, ['f2', 'f3']],
    [{ category: 'minor', document: 'd2' }, ['f2']],
    [{ category: 'observation', document: 'd1' }, []],
  ] as const)('%j → %j', (filter, ids) => {
    expect(filterFindings(FINDINGS, filter).map((f) => f.id)).toEqual(ids);
  });

  it('offers each document the findings point at, with its count', () => {
    expect(documentOptions(FINDINGS)).toEqual([
      { id: 'd1', name: 'PFMEA.xlsx', count: 1 },
      { id: 'd2', name: 'Kontrol_Planı.xlsx', count: 2 },
    ]);
  });
});

describe('Bulgular', () => {
  it('filters by category and document, keeps the filter in the URL and clears it', () => {
    render(<FindingsSection findings={FINDINGS} taskOf={() => null} />);
    expect(titles()).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'major' } });
    expect(titles()).toEqual(['Bulgu f1', 'Bulgu f3']);
    expect(window.location.search).toBe('?category=major');
    fireEvent.change(screen.getByLabelText('Doküman'), { target: { value: 'd2' } });
    expect(titles()).toEqual(['Bulgu f3']);
    expect(screen.getByTestId('findings-shown').textContent).toBe('1 / 4 bulgu gösteriliyor');
    fireEvent.change(screen.getByLabelText('Kategori'), { target: { value: 'observation' } });
    expect(screen.getByText('Seçili filtrelere uyan bulgu yok.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    expect(titles()).toHaveLength(4);
    expect(window.location.search).toBe('');
  });

  it('reads the filter from a shared link; an unknown category shows everything', () => {
    window.history.replaceState(null, '', '/?category=minor&document=d2');
    render(<FindingsSection findings={FINDINGS} taskOf={() => null} />);
    expect(titles()).toEqual(['Bulgu f2']);
    cleanup();
    window.history.replaceState(null, '', '/?category=bogus');
    render(<FindingsSection findings={FINDINGS} taskOf={() => null} />);
    expect(titles()).toHaveLength(4);
  });

  it('shows clause, priority and evidence; quoted cell markup stays text', () => {
    render(<FindingsSection findings={FINDINGS.slice(0, 1)} taskOf={() => null} />);
    const card = screen.getByTestId('finding');
    expect(within(card).getByTestId('finding-clause').textContent).toBe('IATF 16949 madde 8.5.1.1');
    expect(within(card).getByTestId('finding-priority').textContent).toBe('Öncelik: Yüksek');
    expect(within(card).getByTestId('finding-cell-text').textContent).toBe('<b>D=9</b>');
    expect(card.querySelector('b')).toBeNull();
    expect(within(card).getByText('12')).toBeTruthy();
  });

  it("offers 'Göreve Dönüştür' when allowed, and a link once the task exists", () => {
    const onToTask = vi.fn();
    render(
      <FindingsSection
        findings={FINDINGS.slice(0, 2)}
        taskOf={(f) => (f.id === 'f2' ? 'task-9' : null)}
        onToTask={onToTask}
      />,
    );
    const [first, second] = screen.getAllByTestId('finding') as [HTMLElement, HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: 'Göreve Dönüştür' }));
    expect(onToTask).toHaveBeenCalledWith(FINDINGS[0]);
    expect(within(second).queryByRole('button', { name: 'Göreve Dönüştür' })).toBeNull();
    expect(within(second).getByTestId('finding-task-link').getAttribute('href')).toBe(
      '/work/tasks?task=task-9',
    );
  });

  it("offers no 'Göreve Dönüştür' on a finding a reviewer added (it is not in the engine's report)", () => {
    const added = { ...FINDINGS[0]!, id: 'r1', source: 'reviewer' as const };
    render(<FindingsSection findings={[added]} taskOf={() => null} onToTask={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Göreve Dönüştür' })).toBeNull();
  });
});

// A finding as the engine makes it: Turkish description from its message, the message kept.
const keyed: TFinding = {
  ...toFinding({
    ruleId: 'pfmea-high-risk-without-action',
    message: message('pfmea-high-risk-without-action', {
      count: 2,
      rows: items([
        item('high-risk-row', { row: 12, why: 'S=9', missing: labels('word', ['owner', 'dueDate']) }),
        item('high-risk-row', { row: 14, why: 'AP=H', missing: labels('word', ['action']) }),
      ]),
    }),
    evidence: {
      documentId: 'd1',
      file: 'Kaynak_PFMEA.xlsx',
      sheetOrPage: 'PFMEA',
      row: 12,
      cellText: 'Çatlak',
    },
  }),
  id: 'k1',
};
const described = (card: HTMLElement) => within(card).getByTestId('finding-description');

describe('finding text in the interface language', () => {
  it('Turkish renders the same text the API stores', () => {
    render(<FindingsSection findings={[keyed]} taskOf={() => null} />);
    const card = screen.getByTestId('finding');
    expect(described(card).textContent).toBe(keyed.description);
    expect(described(card).textContent).toContain('satır 12 (S=9; eksik: sorumlu, termin)');
    expect(within(card).getByTestId('finding-recommendation').textContent).toBe(keyed.recommendation);
  });

  it('English renders the description and recommendation from the message; stored text is the fallback', async () => {
    await act(() => changeLanguage('en'));
    const old: TFinding = { ...keyed, id: 'k2', message: undefined };
    const unknownKey: TFinding = { ...keyed, id: 'k3', message: { key: 'retired-key', params: {} } };
    render(<FindingsSection findings={[keyed, old, unknownKey]} taskOf={() => null} />);
    const [card, oldCard, unknownCard] = screen.getAllByTestId('finding') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(described(card).textContent).toBe(
      'Rows with severity 9-10 or AP H that lack a recommended action, an owner or a due date (2): ' +
        'row 12 (S=9; missing: owner, due date); row 14 (AP=H; missing: action).',
    );
    expect(described(card).getAttribute('lang')).toBeNull();
    // The plant's own values are marked as such, the sentence around them is not.
    expect([...described(card).querySelectorAll('[data-user-content]')].map((el) => el.textContent)).toEqual([
      'S=9',
      'AP=H',
    ]);
    expect(within(card).getByTestId('finding-recommendation').textContent).toMatch(
      /^For every high-risk row/,
    );
    expect(within(card).getByTestId('finding-title').textContent).toBe(
      'High-risk row without an action, owner or date',
    );
    for (const stored of [oldCard, unknownCard]) {
      expect(described(stored).textContent).toBe(keyed.description);
      expect(described(stored).getAttribute('lang')).toBe('tr');
    }
  });

  it('a message without its own recommendation shows the rule’s general one in the language', async () => {
    const storage = {
      ...toFinding({
        ruleId: 'pfd-no-storage-step',
        message: message('pfd-no-storage-step', { count: 6 }),
        evidence: { documentId: 'd', file: 'Akis.xlsx', sheetOrPage: null, row: null, cellText: null },
      }),
      id: 's1',
    };
    expect(storage.recommendation).toBe(auditRule('pfd-no-storage-step').tr.general);
    await act(() => changeLanguage('en'));
    render(<FindingsSection findings={[storage]} taskOf={() => null} />);
    const card = screen.getByTestId('finding');
    expect(described(card).textContent).toBe('The process flow shows no storage step (steps examined: 6).');
    expect(within(card).getByTestId('finding-recommendation').textContent).toBe(
      'Add storage and handling steps to the process flow.',
    );
  });

  it('a document finding’s title names its file in either language; the file name stays marked', async () => {
    const empty = {
      ...toFinding({
        ruleId: 'doc-empty',
        message: message('doc-empty-document', { file: 'Boş_<b>form</b>.docx' }),
        evidence: {
          documentId: 'd',
          file: 'Boş_<b>form</b>.docx',
          sheetOrPage: null,
          row: null,
          cellText: null,
        },
      }),
      id: 'e1',
    };
    expect(empty.title).toBe('Boş doküman: Boş_<b>form</b>.docx');
    render(<FindingsSection findings={[empty]} taskOf={() => null} />);
    expect(titles()).toEqual(['Boş doküman: Boş_<b>form</b>.docx']);
    cleanup();
    await act(() => changeLanguage('en'));
    render(<FindingsSection findings={[empty]} taskOf={() => null} />);
    const title = screen.getByTestId('finding-title');
    expect(title.textContent).toBe('Empty document: Boş_<b>form</b>.docx');
    expect([...title.querySelectorAll('[data-user-content]')].map((el) => el.textContent)).toEqual([
      'Boş_<b>form</b>.docx',
    ]);
  });

  it('general recommendations of the rules are English; other stored text stays marked Turkish', async () => {
    await act(() => changeLanguage('en'));
    render(
      <RecommendationList
        recommendations={[auditRule('cp-no-reaction-plan').tr.general, 'Elle yazılmış öneri']}
      />,
    );
    const list = screen.getByTestId('recommendations');
    const [rule, other] = list.querySelectorAll('li span:last-child') as unknown as [Element, Element];
    expect(rule.textContent).toBe('Define or reference a reaction plan for every control plan row.');
    expect(rule.getAttribute('lang')).toBeNull();
    expect(other.textContent).toBe('Elle yazılmış öneri');
    expect(other.getAttribute('lang')).toBe('tr');
  });
});

describe('a grouped finding’s rows (issue 22)', () => {
  const place = (row: number, file = 'PFMEA.xlsx') => ({
    documentId: 'd1',
    file,
    sheetOrPage: 'Hat A',
    row,
    cellText: `Çapak ${row}`,
  });
  const grouped = (count: number): TFinding => ({
    ...finding('g', 'minor', 'd1', 'PFMEA.xlsx'),
    rows: Array.from({ length: count }, (_, i) => place(i + 2)),
  });
  const shownRows = () => screen.queryAllByTestId('finding-row').map((el) => el.textContent);

  it('shows the first 5 rows and "+N daha" for the rest; no count at exactly 5', async () => {
    render(<FindingsSection findings={[grouped(8)]} taskOf={() => null} />);
    expect(screen.getByText('Satırlar (8)')).toBeTruthy();
    expect(shownRows()).toEqual([2, 3, 4, 5, 6].map((r) => `Hat A · satır ${r} — “Çapak ${r}”`));
    expect(screen.getByTestId('finding-rows-more').textContent).toBe('+3 daha');
    cleanup();
    render(<FindingsSection findings={[grouped(5)]} taskOf={() => null} />);
    expect(shownRows()).toHaveLength(5);
    expect(screen.queryByTestId('finding-rows-more')).toBeNull();
    cleanup();
    render(<FindingsSection findings={[grouped(6)]} taskOf={() => null} />);
    expect(screen.getByTestId('finding-rows-more').textContent).toBe('+1 daha');
    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('finding-rows-more').textContent).toBe('+1 more');
  });

  it('names another file’s row by its file (a linkage finding’s rows stand in the other document)', () => {
    const linkage = { ...grouped(0), rows: [place(9, 'Akış.xlsx')] };
    render(<FindingsSection findings={[linkage]} taskOf={() => null} />);
    expect(shownRows()).toEqual(['Akış.xlsx · Hat A · satır 9 — “Çapak 9”']);
  });

  it('one row that is the evidence itself is not listed again', () => {
    const single = { ...grouped(0), rows: [place(12)] };
    render(<FindingsSection findings={[single]} taskOf={() => null} />);
    expect(screen.queryByTestId('finding-rows')).toBeNull();
  });

  it('a finding without rows (stored before grouping) shows no list', () => {
    render(<FindingsSection findings={[finding('old', 'minor', 'd1', 'PFMEA.xlsx')]} taskOf={() => null} />);
    expect(screen.queryByTestId('finding-rows')).toBeNull();
  });
});
