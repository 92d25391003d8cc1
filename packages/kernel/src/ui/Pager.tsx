import { Button } from 'antd';
import { useMessages } from '../i18n/use-messages';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Also write 'Page X of Y' (the FAQ list does). */
  showPageOf?: boolean;
  /** The pager's name as a landmark, 'Pages' by default; a second list on a screen needs its own. */
  label?: string;
}

/** Page numbers to show: all when few, else the first, the last and the neighbours of the current one. */
export function visiblePages(page: number, pageCount: number): Array<number | 'gap'> {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set(
    [1, pageCount, page - 1, page, page + 1].filter((candidate) => candidate >= 1 && candidate <= pageCount),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  sorted.forEach((candidate, index) => {
    if (index > 0 && candidate - sorted[index - 1] > 1) result.push('gap');
    result.push(candidate);
  });
  return result;
}

/** Numbered buttons plus Previous and Next; Previous is disabled on page 1, Next on the last page. */
export function Pager({ page, pageCount, onPage, showPageOf, label }: PagerProps) {
  const { t } = useMessages();
  const last = Math.max(1, pageCount);
  return (
    <nav
      className="bo-pager"
      aria-label={label ?? t('Pages')}
      style={{ gap: 6, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {showPageOf && (
        <span style={{ marginInlineEnd: 'auto' }}>
          {t('Page {{page}} of {{count}}', { page: Math.min(page, last), count: last })}
        </span>
      )}
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t('Previous')}
      </Button>
      {visiblePages(page, last).map((candidate, index) =>
        candidate === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={candidate}
            type={candidate === page ? 'primary' : 'default'}
            aria-current={candidate === page ? 'page' : undefined}
            aria-label={t('Page {{page}}', { page: candidate })}
            onClick={() => onPage(candidate)}
          >
            {candidate}
          </Button>
        ),
      )}
      <Button onClick={() => onPage(page + 1)} disabled={page >= last}>
        {t('Next')}
      </Button>
    </nav>
  );
}
