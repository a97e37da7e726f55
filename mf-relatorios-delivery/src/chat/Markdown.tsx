import { Box } from '@chakra-ui/react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * An assistant reply as formatted text: GitHub-flavoured Markdown (tables, code blocks). The reply
 * is untrusted (a language model's output can carry a prompt-injected payload): raw HTML is never
 * rendered (react-markdown without rehype-raw drops it; no dangerouslySetInnerHTML), remote images
 * are never loaded (only their alt text shows), and links keep their address only when it is
 * http(s), mailto or relative (javascript:, data:, vbscript: and any other scheme become a link to
 * nothing); they open in a new tab without referrer. Tested with a hostile reply in ChatPage.test.
 */
const SAFE_LINK = /^(https?:|mailto:|[^:]*$)/i;

export function safeUrl(url: string): string {
  const kept = defaultUrlTransform(url);
  return SAFE_LINK.test(kept) ? kept : '';
}

const components: Components = {
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
  // The scroll box wraps the table: a table with display:block loses its table semantics.
  table: ({ children }) => (
    <div className="vee-table-scroll">
      <table>{children}</table>
    </div>
  ),
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};

export function Markdown({ text }: { text: string }) {
  return (
    <Box
      className="vee-markdown"
      fontSize="sm"
      minW={0}
      overflowWrap="anywhere"
      css={{
        '& p': { marginBottom: '2' },
        '& p:last-child': { marginBottom: 0 },
        '& ul, & ol': { paddingLeft: '5', marginBottom: '2' },
        '& .vee-table-scroll': { overflowX: 'auto', maxWidth: '100%', marginY: '2' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: '1px solid', borderColor: 'gray.300', paddingX: '2', paddingY: '1', textAlign: 'left' },
        '& th': { background: 'gray.100', fontWeight: 'semibold' },
        '& pre': {
          background: 'gray.800',
          color: 'gray.50',
          padding: '3',
          borderRadius: 'md',
          overflowX: 'auto',
          marginY: '2',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        },
        '& code': { fontFamily: 'mono', fontSize: 'xs' },
        '& :not(pre) > code': { background: 'gray.100', paddingX: '1', borderRadius: 'sm' },
        '& a': { color: 'blue.600', textDecoration: 'underline' },
      }}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} urlTransform={safeUrl} skipHtml>
        {text}
      </ReactMarkdown>
    </Box>
  );
}
