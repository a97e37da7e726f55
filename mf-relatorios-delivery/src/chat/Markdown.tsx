import { Box } from '@chakra-ui/react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * An assistant reply as formatted text: GitHub-flavoured Markdown (tables, code blocks). Raw HTML
 * is not rendered (react-markdown's default), remote images are never loaded (only their alt
 * text shows) and links open in a new tab without referrer.
 */
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
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {text}
      </ReactMarkdown>
    </Box>
  );
}
