package com.plyyard.server.relay;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.lettuce.core.RedisChannelHandler;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisConnectionStateListener;
import io.lettuce.core.RedisException;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.pubsub.RedisPubSubAdapter;
import io.lettuce.core.pubsub.StatefulRedisPubSubConnection;
import java.net.SocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The relay between several nodes: Redis pub/sub on one channel. Lettuce reconnects and
 * resubscribes by itself after a break; receivers are then told to catch up, since Redis does not
 * keep the notices sent meanwhile.
 */
public final class RedisRelay implements GameRelay {
    static final String CHANNEL = "plyyard:games";
    private static final Logger LOG = LoggerFactory.getLogger(RedisRelay.class);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String node = NodeNames.next();
    private final RedisClient client;
    private final StatefulRedisPubSubConnection<String, String> subscription;
    private final StatefulRedisConnection<String, String> publishing;
    /**
     * Lanes of one thread each: the notices of one game always take the same lane, so receivers
     * see them in the order Redis delivered them, while different games are handled at once.
     */
    private final ExecutorService[] lanes = new ExecutorService[LANES];
    private static final int LANES = 4;
    private final List<Consumer<Notice>> receivers = new CopyOnWriteArrayList<>();
    private final List<Runnable> reconnectHandlers = new CopyOnWriteArrayList<>();
    private final AtomicBoolean hadBreak = new AtomicBoolean();
    private volatile boolean closed;

    /** @throws IllegalStateException when Redis cannot be reached now */
    public RedisRelay(String url) {
        for (int i = 0; i < LANES; i++) {
            lanes[i] = Executors.newSingleThreadExecutor(Thread.ofPlatform().name("redis-relay-" + i).daemon().factory());
        }
        client = RedisClient.create(url);
        try {
            subscription = client.connectPubSub();
            publishing = client.connect();
        } catch (RedisException e) {
            client.shutdown();
            throw new IllegalStateException("cannot connect to Redis at " + safeUrl(url) + ": " + e.getMessage(), e);
        }
        subscription.addListener(new RedisPubSubAdapter<>() {
            @Override
            public void message(String channel, String message) {
                deliver(message);
            }
        });
        client.addListener(new RedisConnectionStateListener() {
            @Override
            public void onRedisDisconnected(RedisChannelHandler<?, ?> connection) {
                hadBreak.set(true);
            }

            @Override
            public void onRedisConnected(RedisChannelHandler<?, ?> connection, SocketAddress address) {
                if (hadBreak.getAndSet(false)) {
                    LOG.warn("relay reconnected to Redis at {}: catching up on every open game", address);
                    lanes[0].execute(() -> reconnectHandlers.forEach(Runnable::run));
                }
            }
        });
        subscription.sync().subscribe(CHANNEL);
    }

    /** Called on Lettuce's event loop, which must not wait: parses, then hands over to the game's lane. */
    /** {@code url} with the password, if it has one, masked. */
    public static String safeUrl(String url) {
        return url.replaceFirst("://([^:@/]*):[^@/]*@", "://$1:***@");
    }

    private void deliver(String message) {
        Notice notice;
        try {
            notice = JSON.readValue(message, Notice.class);
        } catch (JsonProcessingException e) {
            LOG.warn("relay: ignored a message that is not a notice: {}", e.getOriginalMessage());
            return;
        }
        lanes[Math.floorMod(notice.game().hashCode(), LANES)].execute(() -> hand(notice));
    }

    private void hand(Notice notice) {
        for (Consumer<Notice> receiver : receivers) {
            try {
                receiver.accept(notice);
            } catch (RuntimeException e) {
                LOG.error("relay: a notice for game {} could not be applied", notice.game(), e);
            }
        }
    }

    @Override
    public String node() {
        return node;
    }

    @Override
    public void publish(Notice notice) {
        if (closed) {
            // a node shutting down: its last connections close after the relay
            return;
        }
        String message;
        try {
            message = JSON.writeValueAsString(notice);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a notice is always JSON", e);
        }
        try {
            publishing.async().publish(CHANNEL, message);
        } catch (RedisException e) {
            // the event is stored; other nodes catch up when the link is back or at their next write
            LOG.warn("relay: notice for game {} not sent: {}", notice.game(), e.getMessage());
        }
    }

    @Override
    public void subscribe(Consumer<Notice> receiver, Runnable onReconnect) {
        receivers.add(receiver);
        reconnectHandlers.add(onReconnect);
    }

    @Override
    public boolean connected() {
        return subscription.isOpen() && publishing.isOpen();
    }

    @Override
    public boolean shared() {
        return true;
    }

    @Override
    public void close() {
        closed = true;
        subscription.close();
        publishing.close();
        client.shutdown();
        for (ExecutorService lane : lanes) {
            lane.shutdownNow();
        }
    }
}
